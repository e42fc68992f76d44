import { runMigrations } from '@sqw/service-kit';
import { storeService } from './service';

await runMigrations(storeService);
