import { randomUUID } from 'node:crypto';
import { hall } from '@sqw/contracts';
import { badRequest, enqueueMail, idempotent, readImageUpload, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { HallDB } from '../db';
import { applicationReceivedMail, applicationNoticeMail } from '../mails';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export function applicationRoutes(app: ZodApp, { db, storage, config }: ServiceContext<HallDB>): void {
  app.post(
    '/photos',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { response: { 201: hall.PhotoUploaded } },
    },
    async (req, reply) => {
      const file = await readImageUpload(req, MAX_PHOTO_BYTES);
      const id = randomUUID();
      const key = `photos/${id}.${file.type.ext}`;
      await storage.put(key, file.buffer);
      await db.insertInto('photos').values({ id, storage_key: key, mime: file.type.mime, size_bytes: file.buffer.length }).execute();
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/applications',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { body: hall.LegendApplication, response: { 201: hall.ApplicationCreated } },
    },
    async (req, reply) => {
      const input = req.body;
      const result = await idempotent(db, req, 'applications', async (trx) => {
        if (input.photo_id) {
          const photo = await trx.selectFrom('photos').select('id').where('id', '=', input.photo_id).executeTakeFirst();
          const used = await trx.selectFrom('sqw_submissions').select('id').where('photo_id', '=', input.photo_id).executeTakeFirst();
          if (!photo || used)
            throw badRequest('The photo upload was not found. Please choose the photo again.', [{ path: 'photo_id', message: 'Unknown photo' }]);
        }
        const row = await trx
          .insertInto('sqw_submissions')
          .values({
            name: input.name,
            alias: input.alias,
            email: input.email,
            challenge: input.challenge,
            passive_income: input.passive_income,
            custom_title: input.custom_title,
            quote: input.quote,
            proof_description: input.proof_description,
            photo_id: input.photo_id,
          })
          .returning(['id', 'status'])
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, applicationReceivedMail(input));
        await enqueueMail(trx, applicationNoticeMail(input, config.BUSINESS_EMAIL));
        return { status: 201, body: row };
      });
      return reply.code(201).send(result.body);
    },
  );
}
