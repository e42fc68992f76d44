import { randomUUID } from 'node:crypto';
import { hall } from '@sqw/contracts';
import { badRequest, enqueueMail, idempotent, readImageUpload, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { insertApplication } from '../data/applications';
import { insertPhoto, isPhotoAvailable } from '../data/photos';
import type { HallDB } from '../db';
import { applicationReceivedMail, applicationNoticeMail } from '../mails';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const RATE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } };

export function applicationRoutes(app: ZodApp, { db, storage, config }: ServiceContext<HallDB>): void {
  route(app, hall.endpoints.uploadPhoto, RATE_LIMIT, async (req) => {
    const file = await readImageUpload(req, MAX_PHOTO_BYTES);
    const id = randomUUID();
    const key = `photos/${id}.${file.type.ext}`;
    await storage.put(key, file.buffer);
    await insertPhoto(db, { id, storage_key: key, mime: file.type.mime, size_bytes: file.buffer.length });
    return { id };
  });

  route(app, hall.endpoints.apply, RATE_LIMIT, async (req) => {
    const input = req.body;
    const result = await idempotent(db, req, 'applications', async (trx) => {
      if (input.photo_id && !(await isPhotoAvailable(trx, input.photo_id)))
        throw badRequest('The photo upload was not found. Please choose the photo again.', [{ path: 'photo_id', message: 'Unknown photo' }]);
      const row = await insertApplication(trx, input);
      await enqueueMail(trx, applicationReceivedMail(input));
      await enqueueMail(trx, applicationNoticeMail(input, config.BUSINESS_EMAIL));
      return { status: 201, body: row };
    });
    return result.body;
  });
}
