import { site } from '@sqw/contracts';
import { route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { insertPageView } from '../data/page-views';
import type { SiteDB } from '../db';

/**
 * The page-view beacon. It stores the path, the referrer's host and the browser's per-session
 * random id, and nothing that identifies a person: no IP, no user agent, no cookie.
 */
export async function pageViewRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): Promise<void> {
  // navigator.sendBeacon can only send text/plain cross-origin without a preflight;
  // this scope alone reads such a body as JSON, and the schema still checks it.
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, json);

    route(scope as ZodApp, site.endpoints.pageView, { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } }, async (req, reply) => {
      const { path, referrer_host, visitor_id } = req.body;
      await insertPageView(db, { path, referrer_host, visitor_id });
      return reply.send();
    });
  });
}
