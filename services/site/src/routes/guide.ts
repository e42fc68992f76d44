import { createHash } from 'node:crypto';
import { site } from '@sqw/contracts';
import { enqueueMail, senderRateLimit, idempotent, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { publicUrl, type SiteConfig } from '../config';
import { limitPerAddress } from '../data/form-attempts';
import { recordGuideRequest } from '../data/guide-leads';
import type { SiteDB } from '../db';
import { FLOOD_RULES, FORM_RATE_LIMIT } from '../flood';
import { guideMail } from '../mails';
import { guidePdf } from '../pdf/guide';

export function guideRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB, SiteConfig>): void {
  const { requestGuide, guidePdf: pdfEndpoint } = site.endpoints;
  const pdfLink = `${publicUrl(config)}${pdfEndpoint.path}`;

  // One lead per address; asking again e-mails the guide again and counts the request.
  route(app, requestGuide, senderRateLimit(db, requestGuide.path, FORM_RATE_LIMIT), async (req) => {
    const { name, email } = req.body;
    await idempotent(db, req, 'guide-leads', async (trx) => {
      await limitPerAddress(trx, FLOOD_RULES.guide, email);
      const lead = await recordGuideRequest(trx, { name, email });
      await enqueueMail(trx, guideMail(lead, pdfLink));
      return { status: 201, body: null };
    });
    return { ok: true as const, message: site.MESSAGES.guideSuccess };
  });

  route(app, pdfEndpoint, async (req, reply) => {
    const pdf = await guidePdf();
    const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('content-type', pdfEndpoint.produces)
      .header('content-disposition', 'inline; filename="sovereign-wealth-guide.pdf"')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
