import { store } from '@sqw/contracts';
import { notFound, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { listCatalogue } from '../data/catalogue';
import { findActiveProduct, listPlans, listProducts } from '../data/products';

/** Public reads: the products, the plans, the digital-products catalogue and the store's public settings. */
export function catalogueRoutes(app: ZodApp, { db, settings }: StoreContext): void {
  route(app, store.endpoints.products, async (req) => ({ items: await listProducts(db, req.query.type) }));

  route(app, store.endpoints.plans, async () => ({ items: await listPlans(db) }));

  route(app, store.endpoints.product, async (req) => {
    const product = await findActiveProduct(db, req.params.slug);
    if (!product) throw notFound('This product is not available.');
    return product;
  });

  route(app, store.endpoints.catalogue, async () => ({ items: await listCatalogue(db) }));

  route(app, store.endpoints.publicConfig, () => ({ test_mode: settings.testMode, cashapp_handle: settings.cashappHandle }));
}
