import { site } from '@sqw/contracts';
import { enqueueMail, senderRateLimit, idempotent, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { insertContactMessage } from '../data/contact-messages';
import { limitPerAddress } from '../data/form-attempts';
import type { SiteDB } from '../db';
import { FLOOD_RULES, FORM_RATE_LIMIT } from '../flood';
import { contactNoticeMail } from '../mails';

export function contactRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB>): void {
  const { contact } = site.endpoints;
  route(app, contact, senderRateLimit(db, contact.path, FORM_RATE_LIMIT), async (req) => {
    const input = req.body;
    const result = await idempotent(db, req, 'contact', async (trx) => {
      await limitPerAddress(trx, FLOOD_RULES.contact, input.email);
      const row = await insertContactMessage(trx, input);
      await enqueueMail(trx, contactNoticeMail(input, config.BUSINESS_EMAIL));
      return { status: 201, body: { ok: true as const, message: site.MESSAGES.contactSuccess, id: row.id } };
    });
    return result.body;
  });
}
