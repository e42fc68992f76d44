import { store } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { useEffect } from 'react';
import { fetchPublicConfig, fetchResourceOrders, fetchResources } from '../api';

/**
 * The library, the member's resource orders and the store's public settings, loaded together.
 * Only the library is essential: without orders or settings the page still works (no status hints, no test button).
 */
export function useResourceLibrary() {
  const library = useResource(async (signal) => {
    const [resources, orders, config] = await Promise.all([
      fetchResources(signal),
      fetchResourceOrders(signal).catch((err: Error) => {
        if (err.name === 'AbortError') throw err;
        console.error('Resource orders failed to load', err);
        return { items: [] as store.Order[] };
      }),
      fetchPublicConfig(signal).catch((err: Error) => {
        if (err.name === 'AbortError') throw err;
        console.error('Store settings failed to load', err);
        return null;
      }),
    ]);
    return { resources: resources.items, orders: orders.items, testMode: config?.test_mode ?? false };
  }, []);

  useEffect(() => {
    if (library.error) console.error('Resources failed to load', library.error);
  }, [library.error]);
  return library;
}

/** The library in the contract's category order. */
export const byCategory = (resources: store.Resource[]) =>
  store.RESOURCE_CATEGORIES.map((category) => ({ category, items: resources.filter((r) => r.category === category) })).filter((g) => g.items.length > 0);
