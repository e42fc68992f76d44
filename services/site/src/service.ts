import type { ServiceDefinition } from '@sqw/service-kit';
import type { SiteConfig } from './config';
import type { SiteDB } from './db';
import { migrations } from './migrations';
import { adminFormRoutes } from './routes/admin-forms';
import { adminStatsRoutes } from './routes/admin-stats';
import { adminVentureRoutes } from './routes/admin-ventures';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { guideRoutes } from './routes/guide';
import { newsletterRoutes } from './routes/newsletter';
import { pageViewRoutes } from './routes/pageviews';
import { ventureImageRoutes } from './routes/venture-images';
import { ventureRoutes } from './routes/ventures';
import { releaseRoutes } from './releases/routes';
import { pageRoutes } from './pages/routes';

/** The shell's own service: newsletter, free guide, contact, ventures, content blocks, page views, and the release registry. */
export const siteService: ServiceDefinition<SiteDB, SiteConfig> = {
  name: 'site',
  schema: 'site',
  migrations,
  async routes(app, ctx) {
    newsletterRoutes(app, ctx);
    guideRoutes(app, ctx);
    contactRoutes(app, ctx);
    ventureRoutes(app, ctx);
    contentRoutes(app, ctx);
    await pageViewRoutes(app, ctx);
    adminFormRoutes(app, ctx);
    adminVentureRoutes(app, ctx);
    ventureImageRoutes(app, ctx);
    adminStatsRoutes(app, ctx);
    releaseRoutes(app, ctx);
    pageRoutes(app, ctx);
  },
};
