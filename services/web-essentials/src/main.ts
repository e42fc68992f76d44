import { runService } from '@sqw/service-kit';
import { webEssentialsService } from './service';

await runService(webEssentialsService);
