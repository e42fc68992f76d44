import { site } from '@sqw/contracts';
import { enqueueMail, senderRateLimit, idempotent, notFound, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { siteUrl } from '../config';
import type { SiteDB } from '../db';
import { FLOOD_RULES, FORM_RATE_LIMIT, limitPerAddress } from '../flood';
import { newsletterWelcomeMail } from '../mails';
import { newToken, sha256 } from '../tokens';

export function newsletterRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB>): void {
  const unsubscribeLink = (token: string) => `${siteUrl(config)}/unsubscribe?token=${token}`;

  // Always the same answer, new or repeat, so the form cannot tell who is already subscribed.
  app.post(
    '/newsletter',
    { ...senderRateLimit(app, '/newsletter', FORM_RATE_LIMIT), schema: { body: site.NewsletterSignup, response: { 200: site.FormAccepted } } },
    async (req) => {
      const { email } = req.body;
      const result = await idempotent(db, req, 'newsletter', async (trx) => {
        await limitPerAddress(trx, FLOOD_RULES.newsletter, email);
        const existing = await trx.selectFrom('newsletter_subscribers').select(['id', 'status']).where('email', '=', email).forUpdate().executeTakeFirst();
        if (existing?.status === 'subscribed') return { status: 200, body: accepted };
        // A fresh token on every (re)subscription: links from before an unsubscribe stop working.
        const token = newToken();
        if (existing) {
          await trx
            .updateTable('newsletter_subscribers')
            .set({ status: 'subscribed', token_hash: sha256(token), subscribed_at: sql`now()`, unsubscribed_at: null })
            .where('id', '=', existing.id)
            .execute();
        } else {
          await trx
            .insertInto('newsletter_subscribers')
            .values({ email, token_hash: sha256(token) })
            .execute();
        }
        await enqueueMail(trx, newsletterWelcomeMail(email, unsubscribeLink(token)));
        return { status: 200, body: accepted };
      });
      return result.body;
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: { max: FORM_RATE_LIMIT.perSender, timeWindow: FORM_RATE_LIMIT.timeWindow } },
      schema: { body: site.Unsubscribe, response: { 200: site.FormAccepted } },
    },
    async (req) => {
      const row = await db
        .updateTable('newsletter_subscribers')
        // Repeating the click keeps the first unsubscribe time.
        .set({ status: 'unsubscribed', unsubscribed_at: sql`coalesce(unsubscribed_at, now())` })
        .where('token_hash', '=', sha256(req.body.token))
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound(site.MESSAGES.invalidUnsubscribeLink);
      return { ok: true as const, message: site.MESSAGES.unsubscribed };
    },
  );
}

const accepted = { ok: true as const, message: site.MESSAGES.newsletterSuccess };
