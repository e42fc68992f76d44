import { site } from '@sqw/contracts';
import { audit, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { pictureHandlers } from '@sqw/service-kit/picture-routes';
import { lockVentureImage, setVentureImage, ventureExists, ventureImageFile } from '../data/ventures';
import type { SiteDB } from '../db';

/**
 * The ventures' pictures on the home page: uploaded by an admin (content-sniffed,
 * size-limited), removed by an admin, and served by this service to everyone. A venture
 * without one shows the logo address the admin typed, or its initials.
 */
export function ventureImageRoutes(app: ZodApp, { db, storage }: ServiceContext<SiteDB>): void {
  const picture = pictureHandlers({
    db,
    storage,
    maxBytes: site.MAX_VENTURE_IMAGE_BYTES,
    keyPrefix: (id) => `ventures/${id}`,
    servedAt: (id) => `/ventures/${id}/image`,
    exists: ventureExists,
    lock: lockVentureImage,
    set: setVentureImage,
    file: ventureImageFile,
    audit,
    action: 'site.venture.image',
    targetType: 'venture',
    missing: 'This venture does not exist.',
    noPicture: 'This venture has no picture.',
  });
  route(app, site.adminEndpoints.uploadVentureImage, picture.upload);
  // Back to the logo address or the initials.
  route(app, site.adminEndpoints.removeVentureImage, picture.remove);
  route(app, site.endpoints.ventureImage, picture.serve);
}
