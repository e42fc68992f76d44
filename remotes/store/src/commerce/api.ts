import { store } from '@sqw/contracts';
import { call, serviceHref } from '@sqw/platform';

export const fetchPublicConfig = (signal?: AbortSignal) => call(store.endpoints.publicConfig, { signal });

export const fetchResources = (signal?: AbortSignal) => call(store.endpoints.resources, { signal });

/** The member's resource orders, to explain a pending payment or an issued code. */
export const fetchResourceOrders = (signal?: AbortSignal) => call(store.endpoints.orders, { query: { kind: 'resource' }, signal });

export const orderResource = (id: string, input: store.ResourcePurchase, idempotencyKey: string) =>
  call(store.endpoints.orderResource, { params: { id }, body: input, idempotencyKey });

export const unlockResource = (id: string, code: string) => call(store.endpoints.unlockResource, { params: { id }, body: { code } });

/**
 * A short-lived link the service signs (store.endpoints.signedFile); it answers the link as a
 * path on itself, so only the service's address is added here.
 */
export async function downloadUrl(id: string): Promise<string> {
  const link = await call(store.endpoints.downloadLink, { params: { id } });
  return serviceHref('store', link.url);
}

export const fetchMembership = (signal?: AbortSignal) => call(store.endpoints.membership, { signal });
