import { randomUUID } from 'node:crypto';
import { IdParam, PICTURE_TYPES, site } from '@sqw/contracts';
import { audit, notFound, readImageUpload, replaceStoredFile, requireAdmin, sendPublicImage, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { SiteDB } from '../db';
import { VENTURE_COLUMNS } from './ventures';

const NOT_FOUND = 'This venture does not exist.';

/**
 * The ventures' pictures on the home page: uploaded by an admin (content-sniffed,
 * size-limited), removed by an admin, and served by this service to everyone. A venture
 * without one shows the logo address the admin typed, or its initials.
 */
export function ventureImageRoutes(app: ZodApp, { db, storage }: ServiceContext<SiteDB>): void {
  app.put('/admin/ventures/:id/image', { schema: { params: IdParam, response: { 200: site.Venture } } }, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    // Refuse an unknown venture before reading megabytes.
    if (!(await db.selectFrom('ventures').select('id').where('id', '=', id).executeTakeFirst())) throw notFound(NOT_FOUND);
    const file = await readImageUpload(req, site.MAX_VENTURE_IMAGE_BYTES, PICTURE_TYPES);
    const version = randomUUID();
    const key = `ventures/${id}-${version}.${file.type.ext}`;
    return replaceStoredFile(storage, key, file.buffer, () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('ventures').select('image_key').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw notFound(NOT_FOUND);
        // The version in the path lets browsers cache a picture for long: a new one is a new URL.
        const image = `/ventures/${id}/image?v=${version.slice(0, 8)}`;
        const result = await trx
          .updateTable('ventures')
          .set({ image, image_key: key, image_mime: file.type.mime })
          .where('id', '=', id)
          .returning(VENTURE_COLUMNS)
          .executeTakeFirstOrThrow();
        await audit(trx, admin, 'site.venture.image', { type: 'venture', id }, { bytes: file.buffer.length, type: file.type.mime });
        return { result, oldKey: before.image_key };
      }),
    );
  });

  // Back to the logo address or the initials. Removing a picture that is not there changes nothing.
  app.delete('/admin/ventures/:id/image', { schema: { params: IdParam, response: { 200: site.Venture } } }, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    const { row, oldKey } = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('ventures').select('image_key').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(NOT_FOUND);
      const row = await trx
        .updateTable('ventures')
        .set({ image: null, image_key: null, image_mime: null })
        .where('id', '=', id)
        .returning(VENTURE_COLUMNS)
        .executeTakeFirstOrThrow();
      if (before.image_key) await audit(trx, admin, 'site.venture.image.remove', { type: 'venture', id }, {});
      return { row, oldKey: before.image_key };
    });
    if (oldKey) await storage.remove(oldKey);
    return row;
  });

  app.get('/ventures/:id/image', { schema: { params: IdParam } }, async (req, reply) => {
    const row = await db.selectFrom('ventures').select(['image_key', 'image_mime']).where('id', '=', req.params.id).executeTakeFirst();
    const data = row?.image_key ? await storage.get(row.image_key) : null;
    if (!row?.image_mime || !data) throw notFound('This venture has no picture.');
    return sendPublicImage(reply, data, row.image_mime);
  });
}
