import { runService } from '@sqw/service-kit';
import { storeService } from './service';
import { StoreEnv } from './settings';

// Passing the store's env shape makes a bad CASHAPP_HANDLE fail at startup, not on a request.
await runService(storeService, { config: StoreEnv });
