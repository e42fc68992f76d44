import { randomUUID } from 'node:crypto';
import { PICTURE_TYPES, site } from '@sqw/contracts';
import { audit, notFound, readImageUpload, replaceStoredFile, requireAdmin, route, sendPublicImage, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { lockVentureImage, setVentureImage, ventureExists, ventureImageFile } from '../data/ventures';
import type { SiteDB } from '../db';

const NOT_FOUND = 'This venture does not exist.';

/**
 * The ventures' pictures on the home page: uploaded by an admin (content-sniffed,
 * size-limited), removed by an admin, and served by this service to everyone. A venture
 * without one shows the logo address the admin typed, or its initials.
 */
export function ventureImageRoutes(app: ZodApp, { db, storage }: ServiceContext<SiteDB>): void {
  route(app, site.adminEndpoints.uploadVentureImage, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    // Refuse an unknown venture before reading megabytes.
    if (!(await ventureExists(db, id))) throw notFound(NOT_FOUND);
    const file = await readImageUpload(req, site.MAX_VENTURE_IMAGE_BYTES, PICTURE_TYPES);
    const version = randomUUID();
    const key = `ventures/${id}-${version}.${file.type.ext}`;
    return replaceStoredFile(storage, key, file.buffer, () =>
      db.transaction().execute(async (trx) => {
        const before = await lockVentureImage(trx, id);
        if (!before) throw notFound(NOT_FOUND);
        // The version in the path lets browsers cache a picture for long: a new one is a new URL.
        const image = `/ventures/${id}/image?v=${version.slice(0, 8)}`;
        const result = await setVentureImage(trx, id, { image, image_key: key, image_mime: file.type.mime });
        await audit(trx, admin, 'site.venture.image', { type: 'venture', id }, { bytes: file.buffer.length, type: file.type.mime });
        return { result, oldKey: before.image_key };
      }),
    );
  });

  // Back to the logo address or the initials. Removing a picture that is not there changes nothing.
  route(app, site.adminEndpoints.removeVentureImage, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    const { row, oldKey } = await db.transaction().execute(async (trx) => {
      const before = await lockVentureImage(trx, id);
      if (!before) throw notFound(NOT_FOUND);
      const row = await setVentureImage(trx, id, { image: null, image_key: null, image_mime: null });
      if (before.image_key) await audit(trx, admin, 'site.venture.image.remove', { type: 'venture', id }, {});
      return { row, oldKey: before.image_key };
    });
    if (oldKey) await storage.remove(oldKey);
    return row;
  });

  route(app, site.endpoints.ventureImage, async (req, reply) => {
    const row = await ventureImageFile(db, req.params.id);
    const data = row?.image_key ? await storage.get(row.image_key) : null;
    if (!row?.image_mime || !data) throw notFound('This venture has no picture.');
    return sendPublicImage(reply, data, row.image_mime);
  });
}
