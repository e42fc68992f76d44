import { randomUUID } from 'node:crypto';
import { PICTURE_TYPES } from '@sqw/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { requireAdmin, type Principal } from './auth';
import { notFound } from './errors';
import { replaceStoredFile, type FileStorage } from './storage';
import { readImageUpload, sendPublicImage } from './uploads';

/** The columns that name a row's uploaded picture: the path that serves it, its file and its type. */
export type PictureColumns = { image: string | null; image_key: string | null; image_mime: string | null };

/** What a service tells about the rows its pictures belong to (a venture, a catalogue item). */
export type PictureOwner<DB, R> = {
  db: Kysely<DB>;
  storage: FileStorage;
  maxBytes: number;
  /** Where the row's pictures are stored (`ventures/<id>`) and served (`/ventures/<id>/image`). */
  keyPrefix: (id: string) => string;
  servedAt: (id: string) => string;
  exists: (db: Kysely<DB>, id: string) => Promise<boolean>;
  /** The row locked for the change, with the picture it has now (undefined: no such row). */
  lock: (trx: Transaction<DB>, id: string) => Promise<{ image_key: string | null } | undefined>;
  /** Sets (or with nulls, clears) the picture and answers the row as the route answers it. */
  set: (trx: Transaction<DB>, id: string, picture: PictureColumns) => Promise<R>;
  /** Where the row's picture is stored, and its type. */
  file: (db: Kysely<DB>, id: string) => Promise<{ image_key: string | null; image_mime: string | null } | undefined>;
  /** The kit's `audit`, for this service's database. */
  audit: (trx: Transaction<DB>, actor: Principal, action: string, target: { type: string; id: string }, details: Record<string, unknown>) => Promise<void>;
  /** Audit action (`<action>.remove` for a removal) and target type. */
  action: string;
  targetType: string;
  missing: string;
  noPicture: string;
};

type ById = FastifyRequest<{ Params: { id: string } }>;

/**
 * The handlers of a row's picture: uploaded by an admin (content-sniffed, size-limited), removed
 * by an admin, and served to everyone. Each service registers them on its own endpoints.
 */
export function pictureHandlers<DB, R>(o: PictureOwner<DB, R>) {
  const { db, storage } = o;
  return {
    upload: async (req: ById): Promise<R> => {
      const admin = requireAdmin(req);
      const { id } = req.params;
      // Refuse an unknown row before reading megabytes.
      if (!(await o.exists(db, id))) throw notFound(o.missing);
      const file = await readImageUpload(req, o.maxBytes, PICTURE_TYPES);
      const version = randomUUID();
      const key = `${o.keyPrefix(id)}-${version}.${file.type.ext}`;
      return replaceStoredFile(storage, key, file.buffer, () =>
        db.transaction().execute(async (trx) => {
          const before = await o.lock(trx, id);
          if (!before) throw notFound(o.missing);
          // The version in the path lets browsers cache a picture for long: a new one is a new URL.
          const image = `${o.servedAt(id)}?v=${version.slice(0, 8)}`;
          const result = await o.set(trx, id, { image, image_key: key, image_mime: file.type.mime });
          await o.audit(trx, admin, o.action, { type: o.targetType, id }, { bytes: file.buffer.length, type: file.type.mime });
          return { result, oldKey: before.image_key };
        }),
      );
    },

    // Removing a picture that is not there changes nothing and is not an error.
    remove: async (req: ById): Promise<R> => {
      const admin = requireAdmin(req);
      const { id } = req.params;
      const { result, oldKey } = await db.transaction().execute(async (trx) => {
        const before = await o.lock(trx, id);
        if (!before) throw notFound(o.missing);
        const result = await o.set(trx, id, { image: null, image_key: null, image_mime: null });
        if (before.image_key) await o.audit(trx, admin, `${o.action}.remove`, { type: o.targetType, id }, {});
        return { result, oldKey: before.image_key };
      });
      if (oldKey) await storage.remove(oldKey);
      return result;
    },

    serve: async (req: ById, reply: FastifyReply) => {
      const row = await o.file(db, req.params.id);
      const data = row?.image_key ? await storage.get(row.image_key) : null;
      if (!row?.image_mime || !data) throw notFound(o.noPicture);
      return sendPublicImage(reply, data, row.image_mime);
    },
  };
}
