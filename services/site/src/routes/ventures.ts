import { site } from '@sqw/contracts';
import type { ServiceContext, ZodApp } from '@sqw/service-kit';
import type { SiteDB } from '../db';

export const VENTURE_COLUMNS = ['id', 'slug', 'name', 'tagline', 'description', 'logo', 'image', 'url', 'status', 'sort_order'] as const;

export function ventureRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  app.get('/ventures', { schema: { response: { 200: site.VentureList } } }, async (_req, reply) => {
    const items = await db.selectFrom('ventures').select(VENTURE_COLUMNS).orderBy('sort_order').orderBy('name').execute();
    // Short cache: an admin's edit shows up within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return { items };
  });
}
