import { runMigrations } from '@sqw/service-kit';
import { mediaService } from './service';

await runMigrations(mediaService);
