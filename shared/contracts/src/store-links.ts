// Pure payment-link helpers and the home page's store call, free of zod, for pages that must not load the schema library.
import type { z } from 'zod';
import { endpointsOf } from './endpoint';
import type { PublicConfig } from './store-catalogue';

/**
 * The Cash App link for a payment: the handle and the amount in dollars ('$SQWCoaching/50'),
 * with the order reference as the note when the flow asks for one (resources).
 */
export function cashAppUrl(handle: string, amountCents: number, note?: string | null): string {
  const tag = handle.startsWith('$') ? handle : `$${handle}`;
  const amount = amountCents % 100 === 0 ? String(amountCents / 100) : (amountCents / 100).toFixed(2);
  const url = `https://cash.app/${encodeURIComponent(tag).replace('%24', '$')}/${amount}`;
  return note ? `${url}?note=${encodeURIComponent(note)}` : url;
}

/**
 * The home page's store call, declared here without its schema so that calling it loads no zod:
 * the answer is typed but not re-parsed in the browser (the service builds it from the schema,
 * which `store.endpoints.publicConfig` adds for the service and everyone else).
 */
const typedAnswer = <T extends z.ZodType>() => undefined as unknown as T;
export const homeStoreEndpoints = {
  publicConfig: endpointsOf('store')({ method: 'GET', path: '/config/public', response: typedAnswer<typeof PublicConfig>() }),
};
