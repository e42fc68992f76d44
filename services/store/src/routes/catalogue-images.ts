import { randomUUID } from 'node:crypto';
import { PICTURE_TYPES, store, text } from '@sqw/contracts';
import { audit, notFound, readImageUpload, replaceStoredFile, requireAdmin, sendPublicImage, type ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import type { StoreContext } from '../context';
import { toCatalogueItem } from './catalogue';

const ItemParam = z.object({ id: text(100).min(1) });

/**
 * The catalogue cards' pictures: uploaded by an admin (content-sniffed, size-limited), removed
 * by an admin, and served by this service to everyone. A card without one keeps its initials.
 */
export function catalogueImageRoutes(app: ZodApp, { db, storage }: StoreContext): void {
  const itemExists = async (id: string) => {
    if (!(await db.selectFrom('catalogue_items').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('This catalogue item does not exist.');
  };

  app.put('/admin/catalogue/:id/image', { schema: { params: ItemParam, response: { 200: store.CatalogueItem } } }, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    // Refuse an unknown item before reading megabytes.
    await itemExists(id);
    const file = await readImageUpload(req, store.MAX_CATALOGUE_IMAGE_BYTES, PICTURE_TYPES);
    const version = randomUUID();
    const key = `catalogue/${id.replace(/[^A-Za-z0-9-]/g, '_')}-${version}.${file.type.ext}`;
    return replaceStoredFile(storage, key, file.buffer, () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('catalogue_items').select('image_key').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw notFound('This catalogue item does not exist.');
        // The version in the path lets browsers cache a picture for long: a new one is a new URL.
        const image = `/catalogue/${encodeURIComponent(id)}/image?v=${version.slice(0, 8)}`;
        const row = await trx
          .updateTable('catalogue_items')
          .set({ image, image_key: key, image_mime: file.type.mime })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, admin, 'store.catalogue.image', { type: 'catalogue_item', id }, { bytes: file.buffer.length, type: file.type.mime });
        return { result: toCatalogueItem(row), oldKey: before.image_key };
      }),
    );
  });

  // Back to the initials. Removing a picture that is not there changes nothing and is not an error.
  app.delete('/admin/catalogue/:id/image', { schema: { params: ItemParam, response: { 200: store.CatalogueItem } } }, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    const { row, oldKey } = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('catalogue_items').select('image_key').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound('This catalogue item does not exist.');
      const row = await trx
        .updateTable('catalogue_items')
        .set({ image: null, image_key: null, image_mime: null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (before.image_key) await audit(trx, admin, 'store.catalogue.image.remove', { type: 'catalogue_item', id }, {});
      return { row, oldKey: before.image_key };
    });
    if (oldKey) await storage.remove(oldKey);
    return toCatalogueItem(row);
  });

  app.get('/catalogue/:id/image', { schema: { params: ItemParam } }, async (req, reply) => {
    const row = await db.selectFrom('catalogue_items').select(['image_key', 'image_mime']).where('id', '=', req.params.id).executeTakeFirst();
    const data = row?.image_key ? await storage.get(row.image_key) : null;
    if (!row?.image_mime || !data) throw notFound('This catalogue item has no picture.');
    return sendPublicImage(reply, data, row.image_mime);
  });
}
