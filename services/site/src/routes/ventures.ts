import { site } from '@sqw/contracts';
import { route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { listVentures } from '../data/ventures';
import type { SiteDB } from '../db';

export function ventureRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  route(app, site.endpoints.ventures, async (_req, reply) => {
    const items = await listVentures(db);
    // Short cache: an admin's edit shows up within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return { items };
  });
}
