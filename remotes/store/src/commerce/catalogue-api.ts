import { shopEndpoints } from '@sqw/contracts/store-links';
import type { store } from '@sqw/contracts';
import { call, serviceHref } from '@sqw/platform';

// The catalogue pages' reads, through declarations that load no zod: a first visit to the
// products, digital products or coaching pages downloads no schema library.

export const fetchProducts = (signal?: AbortSignal, type?: store.ProductType) => call(shopEndpoints.products, { query: { type }, signal });

export const fetchPlans = (signal?: AbortSignal) => call(shopEndpoints.plans, { signal });

export const fetchCatalogue = (signal?: AbortSignal) => call(shopEndpoints.catalogue, { signal });

/** What the member owns and which orders they can resume, for the purchase buttons. */
export const fetchPurchases = (signal?: AbortSignal) => call(shopEndpoints.purchases, { signal });

/**
 * A card's picture: the service names it (store.endpoints.catalogueImage with a version, so a
 * new picture is a new URL), or an address elsewhere.
 */
export const imageSrc = (image: string | null) => (image ? serviceHref('store', image) : null);
