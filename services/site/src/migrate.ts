import { runMigrations } from '@sqw/service-kit';
import { siteService } from './service';

await runMigrations(siteService);
