import { createHash } from 'node:crypto';
import { site } from '@sqw/contracts';
import { enqueueMail, senderRateLimit, idempotent, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { publicUrl, type SiteConfig } from '../config';
import type { SiteDB } from '../db';
import { FLOOD_RULES, FORM_RATE_LIMIT, limitPerAddress } from '../flood';
import { guideMail } from '../mails';
import { guidePdf } from '../pdf/guide';

export function guideRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB, SiteConfig>): void {
  const pdfLink = `${publicUrl(config)}${site.GUIDE_PDF_PATH}`;

  // One lead per address; asking again e-mails the guide again and counts the request.
  app.post(
    '/guide-leads',
    { ...senderRateLimit(app, '/guide-leads', FORM_RATE_LIMIT), schema: { body: site.GuideRequest, response: { 201: site.FormAccepted } } },
    async (req, reply) => {
      const { name, email } = req.body;
      await idempotent(db, req, 'guide-leads', async (trx) => {
        await limitPerAddress(trx, FLOOD_RULES.guide, email);
        const lead = await trx
          .insertInto('guide_leads')
          .values({ name, email })
          .onConflict((oc) =>
            oc.column('email').doUpdateSet({
              // A later request without a name keeps the one given before.
              name: sql`coalesce(excluded.name, guide_leads.name)`,
              request_count: sql`guide_leads.request_count + 1`,
              last_requested_at: sql`now()`,
            }),
          )
          .returning(['name', 'email'])
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, guideMail(lead, pdfLink));
        return { status: 201, body: null };
      });
      return reply.code(201).send({ ok: true, message: site.MESSAGES.guideSuccess });
    },
  );

  app.get(site.GUIDE_PDF_PATH, async (req, reply) => {
    const pdf = await guidePdf();
    const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="sovereign-wealth-guide.pdf"')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
