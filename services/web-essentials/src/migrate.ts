import { runMigrations } from '@sqw/service-kit';
import { webEssentialsService } from './service';

await runMigrations(webEssentialsService);
