import { runMigrations } from '@sqw/service-kit';
import { adminService } from './service';

await runMigrations(adminService);
