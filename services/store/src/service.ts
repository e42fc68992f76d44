import { scheduleSweep, type ServiceDefinition } from '@sqw/service-kit';
import type { StoreDB } from './db';
import { migrations } from './migrations';
import { sweepOrphanProofs } from './proof-sweep';
import { adminCoachingRoutes } from './routes/admin-coaching';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminResourceRoutes } from './routes/admin-resources';
import { adminRevenueRoutes } from './routes/admin-revenue';
import { catalogueImageRoutes } from './routes/catalogue-images';
import { catalogueRoutes } from './routes/catalogue';
import { courseRoutes } from './routes/courses';
import { dashboardRoutes } from './routes/dashboard';
import { orderRoutes } from './routes/orders';
import { proofRoutes } from './routes/proofs';
import { resourceOrderRoutes } from './routes/resource-orders';
import { resourceRoutes } from './routes/resources';
import { sessionRoutes } from './routes/sessions';
import { readStoreSettings, type StoreSettings } from './settings';
import { loadSigningKey } from './signing';

export type { StoreDB };

/**
 * The store service. Its own settings (CASHAPP_HANDLE, STORE_TEST_MODE) come from the
 * environment unless given here: the kit's test harness parses only the base config.
 */
export function createStoreService(overrides: Partial<StoreSettings> = {}): ServiceDefinition<StoreDB> {
  return {
    name: 'store',
    schema: 'store',
    migrations,
    bodyLimit: 64 * 1024,
    async routes(app, kit) {
      const ctx = { ...kit, settings: { ...readStoreSettings(process.env), ...overrides }, linkKey: await loadSigningKey(kit.db) };
      catalogueRoutes(app, ctx);
      catalogueImageRoutes(app, ctx);
      orderRoutes(app, ctx);
      proofRoutes(app, ctx);
      resourceRoutes(app, ctx);
      resourceOrderRoutes(app, ctx);
      courseRoutes(app, ctx);
      sessionRoutes(app, ctx);
      dashboardRoutes(app, ctx);
      adminOrderRoutes(app, ctx);
      adminResourceRoutes(app, ctx);
      adminRevenueRoutes(app, ctx);
      adminCoachingRoutes(app, ctx);
      scheduleSweep(app, 'payment proofs', () => sweepOrphanProofs(ctx));
    },
  };
}

export const storeService = createStoreService();
