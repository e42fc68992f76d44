import { runService } from '@sqw/service-kit';
import { hallService } from './service';

await runService(hallService);
