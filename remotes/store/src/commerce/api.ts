import { store } from '@sqw/contracts';
import { api, serviceHref } from '@sqw/platform';

export const fetchProducts = (signal?: AbortSignal, type?: store.ProductType) =>
  api('store', type ? `/products?type=${type}` : '/products', { schema: store.ProductList, signal });

export const fetchPlans = (signal?: AbortSignal) => api('store', '/plans', { schema: store.ProductList, signal });

export const fetchCatalogue = (signal?: AbortSignal) => api('store', '/catalogue', { schema: store.CatalogueList, signal });

export const fetchPublicConfig = (signal?: AbortSignal) => api('store', '/config/public', { schema: store.PublicConfig, signal });

export const fetchResources = (signal?: AbortSignal) => api('store', '/resources', { schema: store.ResourceList, signal });

/** The member's resource orders, to explain a pending payment or an issued code. */
export const fetchResourceOrders = (signal?: AbortSignal) => api('store', '/orders?kind=resource', { schema: store.OrderList, signal });

export const orderResource = (id: string, input: store.ResourcePurchase, idempotencyKey: string) =>
  api('store', `/resources/${id}/orders`, { body: input, idempotencyKey, schema: store.OrderDetail });

export const unlockResource = (id: string, code: string) => api('store', `/resources/${id}/unlock`, { body: { code }, schema: store.Unlocked });

/** A short-lived link from the service; its path is relative to the store service. */
export async function downloadUrl(id: string): Promise<string> {
  const link = await api('store', `/resources/${id}/download-link`, { schema: store.DownloadLink });
  return serviceHref('store', link.url);
}

/** Catalogue images may be stored on the service (relative) or elsewhere (absolute). */
export const imageSrc = (image: string | null) => (image ? serviceHref('store', image) : null);

export const fetchMembership = (signal?: AbortSignal) => api('store', '/membership', { schema: store.MembershipView, signal });
