import { store } from '@sqw/contracts';
import { audit, route, type ZodApp } from '@sqw/service-kit';
import { pictureHandlers } from '@sqw/service-kit/picture-routes';
import type { StoreContext } from '../context';
import { catalogueImage, catalogueItemExists, lockCatalogueItem, setCatalogueImage } from '../data/catalogue';

/**
 * The catalogue cards' pictures: uploaded by an admin (content-sniffed, size-limited), removed
 * by an admin, and served by this service to everyone. A card without one keeps its initials.
 */
export function catalogueImageRoutes(app: ZodApp, { db, storage }: StoreContext): void {
  const picture = pictureHandlers({
    db,
    storage,
    maxBytes: store.MAX_CATALOGUE_IMAGE_BYTES,
    // The file name keeps only the safe characters of the item's id.
    keyPrefix: (id) => `catalogue/${id.replace(/[^A-Za-z0-9-]/g, '_')}`,
    servedAt: (id) => `/catalogue/${encodeURIComponent(id)}/image`,
    exists: catalogueItemExists,
    lock: lockCatalogueItem,
    set: setCatalogueImage,
    file: catalogueImage,
    audit,
    action: 'store.catalogue.image',
    targetType: 'catalogue_item',
    missing: 'This catalogue item does not exist.',
    noPicture: 'This catalogue item has no picture.',
  });
  route(app, store.adminEndpoints.uploadCatalogueImage, picture.upload);
  // Back to the initials.
  route(app, store.adminEndpoints.removeCatalogueImage, picture.remove);
  route(app, store.endpoints.catalogueImage, picture.serve);
}
