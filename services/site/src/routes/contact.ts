import { site } from '@sqw/contracts';
import { enqueueMail, senderRateLimit, idempotent, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { SiteDB } from '../db';
import { FLOOD_RULES, FORM_RATE_LIMIT, limitPerAddress } from '../flood';
import { contactNoticeMail } from '../mails';

export function contactRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB>): void {
  app.post(
    '/contact',
    { ...senderRateLimit(app, '/contact', FORM_RATE_LIMIT), schema: { body: site.ContactForm, response: { 201: site.ContactCreated } } },
    async (req, reply) => {
      const input = req.body;
      const result = await idempotent(db, req, 'contact', async (trx) => {
        await limitPerAddress(trx, FLOOD_RULES.contact, input.email);
        const row = await trx.insertInto('contact_messages').values(input).returning('id').executeTakeFirstOrThrow();
        await enqueueMail(trx, contactNoticeMail(input, config.BUSINESS_EMAIL));
        return { status: 201, body: { ok: true as const, message: site.MESSAGES.contactSuccess, id: row.id } };
      });
      return reply.code(201).send(result.body);
    },
  );
}
