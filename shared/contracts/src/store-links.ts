// Pure link helpers and the calls of the store's first screens (home, products, coaching), free of
// zod: a first visit to those pages downloads no schema library.
import { endpointsOf, typeOnly } from './endpoint';
import type { CatalogueList, ProductList, ProductQuery, PublicConfig } from './store-catalogue';
import type { ProductStandingList } from './store-orders';

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
export const homeStoreEndpoints = {
  publicConfig: endpointsOf('store')({ method: 'GET', path: '/config/public', response: typeOnly<typeof PublicConfig>() }),
};

/** Where one order opens in the member's dashboard (the order mails link here). */
export const orderPath = (orderId: string) => `/dashboard?tab=orders&order=${encodeURIComponent(orderId)}`;

const shopRoute = endpointsOf('store');
/** The catalogue pages' reads: typed by the schemas that `store.endpoints` adds to these. */
export const shopEndpoints = {
  products: shopRoute({ method: 'GET', path: '/products', query: typeOnly<typeof ProductQuery>(), response: typeOnly<typeof ProductList>() }),
  plans: shopRoute({ method: 'GET', path: '/plans', response: typeOnly<typeof ProductList>() }),
  catalogue: shopRoute({ method: 'GET', path: '/catalogue', response: typeOnly<typeof CatalogueList>() }),
  purchases: shopRoute({ method: 'GET', path: '/purchases', response: typeOnly<typeof ProductStandingList>() }),
};
