import type { ServiceDefinition } from '@sqw/service-kit';
import type { WebBuildDB } from './db';
import { migrations } from './migrations';
import { adminExportRoutes } from './routes/admin-export';
import { adminSubmissionRoutes } from './routes/admin-submissions';
import { submissionRoutes } from './routes/submissions';

/** Project questionnaires of the web-build service (schema webbuild). */
export const webEssentialsService: ServiceDefinition<WebBuildDB> = {
  name: 'web-essentials',
  schema: 'webbuild',
  migrations,
  routes(app, ctx) {
    submissionRoutes(app, ctx);
    adminSubmissionRoutes(app, ctx);
    adminExportRoutes(app, ctx);
  },
};
