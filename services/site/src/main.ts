import { runService } from '@sqw/service-kit';
import { siteConfigShape } from './config';
import { siteService } from './service';

await runService(siteService, { config: siteConfigShape });
