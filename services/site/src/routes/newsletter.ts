import { site } from '@sqw/contracts';
import { enqueueMail, senderRateLimit, idempotent, notFound, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { siteUrl } from '../config';
import { limitPerAddress } from '../data/form-attempts';
import { insertSubscriber, lockSubscriber, resubscribe, unsubscribeByToken } from '../data/subscribers';
import type { SiteDB } from '../db';
import { FLOOD_RULES, FORM_RATE_LIMIT } from '../flood';
import { newsletterWelcomeMail } from '../mails';
import { newToken, sha256 } from '../tokens';

export function newsletterRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB>): void {
  const unsubscribeLink = (token: string) => `${siteUrl(config)}/unsubscribe?token=${token}`;
  const { subscribe, unsubscribe } = site.endpoints;

  // Always the same answer, new or repeat, so the form cannot tell who is already subscribed.
  route(app, subscribe, senderRateLimit(db, subscribe.path, FORM_RATE_LIMIT), async (req) => {
    const { email } = req.body;
    const result = await idempotent(db, req, 'newsletter', async (trx) => {
      await limitPerAddress(trx, FLOOD_RULES.newsletter, email);
      const existing = await lockSubscriber(trx, email);
      if (existing?.status === 'subscribed') return { status: 200, body: accepted };
      // A fresh token on every (re)subscription: links from before an unsubscribe stop working.
      const token = newToken();
      if (existing) await resubscribe(trx, existing.id, sha256(token));
      else await insertSubscriber(trx, email, sha256(token));
      await enqueueMail(trx, newsletterWelcomeMail(email, unsubscribeLink(token)));
      return { status: 200, body: accepted };
    });
    return result.body;
  });

  route(app, unsubscribe, { config: { rateLimit: { max: FORM_RATE_LIMIT.perSender, timeWindow: FORM_RATE_LIMIT.timeWindow } } }, async (req) => {
    if (!(await unsubscribeByToken(db, sha256(req.body.token)))) throw notFound(site.MESSAGES.invalidUnsubscribeLink);
    return { ok: true as const, message: site.MESSAGES.unsubscribed };
  });
}

const accepted = { ok: true as const, message: site.MESSAGES.newsletterSuccess };
