import { site } from '@sqw/contracts';
import type { ServiceContext, ZodApp } from '@sqw/service-kit';
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

    (scope as ZodApp).post(
      '/pageviews',
      { config: { rateLimit: { max: 300, timeWindow: '1 minute' } }, schema: { body: site.PageView } },
      async (req, reply) => {
        const { path, referrer_host, visitor_id } = req.body;
        await db.insertInto('page_views').values({ path, referrer_host, visitor_id }).execute();
        return reply.code(204).send();
      },
    );
  });
}
