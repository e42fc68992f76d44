import { store } from '@sqw/contracts';
import { z } from 'zod';

/** The store's own environment, on top of the kit's BaseConfig. */
export const StoreEnv = {
  CASHAPP_HANDLE: z
    .string()
    .trim()
    .regex(store.CASHTAG, 'CASHAPP_HANDLE must look like $SQWCoaching')
    .default(store.DEFAULT_CASHAPP_HANDLE)
    .transform((h) => (h.startsWith('$') ? h : `$${h}`)),
  STORE_TEST_MODE: z
    .string()
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};

export type StoreSettings = { cashappHandle: string; testMode: boolean };

export function readStoreSettings(env: NodeJS.ProcessEnv): StoreSettings {
  const parsed = z.object(StoreEnv).parse(env);
  return { cashappHandle: parsed.CASHAPP_HANDLE, testMode: parsed.STORE_TEST_MODE };
}
