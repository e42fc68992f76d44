import { area } from '@sqw/contracts/areas';
import { runService } from '@sqw/service-kit';
import { z } from 'zod';
import { adminService } from './service';
import { AdminEnv } from './settings';

// The env shape makes a malformed SERVICE_URLS fail at startup; the default PORT is the admin service's local port.
await runService(adminService, { config: { ...AdminEnv, PORT: z.coerce.number().int().min(0).max(65535).default(area('admin').service.port) } });
