import { runMigrations } from '@sqw/service-kit';
import { authService } from './service';

await runMigrations(authService);
