import { area } from '@sqw/contracts/areas';
import { runService } from '@sqw/service-kit';
import { z } from 'zod';
import { mediaService } from './service';

// The media service's local port (@sqw/contracts/areas) by default; PORT still overrides it.
await runService(mediaService, { config: { PORT: z.coerce.number().int().min(0).max(65535).default(area('media').service.port) } });
