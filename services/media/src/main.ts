import { runService } from '@sqw/service-kit';
import { z } from 'zod';
import { mediaService } from './service';

// 4004 is the media service's local port (docs/CONVENTIONS.md); PORT still overrides it.
await runService(mediaService, { config: { PORT: z.coerce.number().int().min(0).max(65535).default(4004) } });
