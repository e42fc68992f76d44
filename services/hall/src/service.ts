import { scheduleSweep, type ServiceDefinition } from '@sqw/service-kit';
import type { HallDB } from './db';
import { migrations } from './migrations';
import { sweepOrphanPhotos } from './photo-sweep';
import { adminRoutes } from './routes/admin';
import { applicationRoutes } from './routes/applications';
import { legendRoutes } from './routes/legends';

export type { HallDB };

export const hallService: ServiceDefinition<HallDB> = {
  name: 'hall',
  schema: 'hall',
  migrations,
  routes(app, ctx) {
    legendRoutes(app, ctx);
    applicationRoutes(app, ctx);
    adminRoutes(app, ctx);
    scheduleSweep(app, 'hall photos', () => sweepOrphanPhotos(ctx));
  },
};
