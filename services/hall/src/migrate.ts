import { runMigrations } from '@sqw/service-kit';
import { hallService } from './service';

await runMigrations(hallService);
