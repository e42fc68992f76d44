import type { ServiceDefinition } from '@sqw/service-kit';
import type { AdminDB } from './db';
import { migrations } from './migrations';
import { analyticsRoutes } from './routes/analytics';
import { auditAllRoutes } from './routes/audit-all';
import { configRoutes } from './routes/config';
import { contactRoutes } from './routes/contact-submissions';
import { reportRoutes } from './routes/reports';
import { ticketRoutes } from './routes/tickets';
import { readAdminSettings, type AdminSettings } from './settings';
import { upstreamFor } from './upstream';

/**
 * The admin service: support tickets of its own, and aggregates of the other services'
 * admin APIs. Its settings come from the environment unless given here: the kit's test
 * harness parses only the base config.
 */
export function createAdminService(overrides: Partial<AdminSettings> = {}): ServiceDefinition<AdminDB> {
  return {
    name: 'admin',
    schema: 'admin',
    migrations,
    routes(app, kit) {
      const settings = { ...readAdminSettings(process.env), ...overrides };
      const ctx = { ...kit, settings, upstream: (req: Parameters<typeof upstreamFor>[1]) => upstreamFor(settings, req) };
      ticketRoutes(app, ctx);
      analyticsRoutes(app, ctx);
      contactRoutes(app, ctx);
      reportRoutes(app, ctx);
      auditAllRoutes(app, ctx);
      configRoutes(app, ctx);
    },
  };
}

export const adminService = createAdminService();
