import { randomUUID } from 'node:crypto';
import { PICTURE_TYPES, store } from '@sqw/contracts';
import { audit, notFound, readImageUpload, replaceStoredFile, requireAdmin, route, sendPublicImage, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { catalogueImage, catalogueItemExists, lockCatalogueItem, setCatalogueImage } from '../data/catalogue';

const noSuchItem = () => notFound('This catalogue item does not exist.');

/**
 * The catalogue cards' pictures: uploaded by an admin (content-sniffed, size-limited), removed
 * by an admin, and served by this service to everyone. A card without one keeps its initials.
 */
export function catalogueImageRoutes(app: ZodApp, { db, storage }: StoreContext): void {
  route(app, store.adminEndpoints.uploadCatalogueImage, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    // Refuse an unknown item before reading megabytes.
    if (!(await catalogueItemExists(db, id))) throw noSuchItem();
    const file = await readImageUpload(req, store.MAX_CATALOGUE_IMAGE_BYTES, PICTURE_TYPES);
    const version = randomUUID();
    const key = `catalogue/${id.replace(/[^A-Za-z0-9-]/g, '_')}-${version}.${file.type.ext}`;
    return replaceStoredFile(storage, key, file.buffer, () =>
      db.transaction().execute(async (trx) => {
        const before = await lockCatalogueItem(trx, id);
        if (!before) throw noSuchItem();
        // The version in the path lets browsers cache a picture for long: a new one is a new URL.
        const image = `/catalogue/${encodeURIComponent(id)}/image?v=${version.slice(0, 8)}`;
        const item = await setCatalogueImage(trx, id, { image, image_key: key, image_mime: file.type.mime });
        await audit(trx, admin, 'store.catalogue.image', { type: 'catalogue_item', id }, { bytes: file.buffer.length, type: file.type.mime });
        return { result: item, oldKey: before.image_key };
      }),
    );
  });

  // Back to the initials. Removing a picture that is not there changes nothing and is not an error.
  route(app, store.adminEndpoints.removeCatalogueImage, async (req) => {
    const admin = requireAdmin(req);
    const { id } = req.params;
    const { item, oldKey } = await db.transaction().execute(async (trx) => {
      const before = await lockCatalogueItem(trx, id);
      if (!before) throw noSuchItem();
      const item = await setCatalogueImage(trx, id, { image: null, image_key: null, image_mime: null });
      if (before.image_key) await audit(trx, admin, 'store.catalogue.image.remove', { type: 'catalogue_item', id }, {});
      return { item, oldKey: before.image_key };
    });
    if (oldKey) await storage.remove(oldKey);
    return item;
  });

  route(app, store.endpoints.catalogueImage, async (req, reply) => {
    const row = await catalogueImage(db, req.params.id);
    const data = row?.image_key ? await storage.get(row.image_key) : null;
    if (!row?.image_mime || !data) throw notFound('This catalogue item has no picture.');
    return sendPublicImage(reply, data, row.image_mime);
  });
}
