import type { ServiceDefinition } from '@sqw/service-kit';
import type { MediaDB } from './db';
import { migrations } from './migrations';
import { adminRoutes } from './routes/admin';
import { proposalRoutes } from './routes/proposals';

export const mediaService: ServiceDefinition<MediaDB> = {
  name: 'media',
  schema: 'media',
  migrations,
  routes(app, ctx) {
    proposalRoutes(app, ctx);
    adminRoutes(app, ctx);
  },
};
