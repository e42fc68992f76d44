import type { ServiceContext } from '@sqw/service-kit';
import type { StoreDB } from './db';
import type { StoreSettings } from './settings';

/** What every store route module receives: the kit's context plus the store's settings and link key. */
export type StoreContext = ServiceContext<StoreDB> & { settings: StoreSettings; linkKey: Buffer };
