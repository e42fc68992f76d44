import { store, text } from '@sqw/contracts';
import { notFound, type ZodApp } from '@sqw/service-kit';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { StoreContext } from '../context';
import type { CatalogueItemsTable } from '../db';

const SlugParam = z.object({ slug: text(100).min(1) });

/** A catalogue row as the contract shows it: dollars, and the picture's path on this service. */
export const toCatalogueItem = (r: Selectable<CatalogueItemsTable>): store.CatalogueItem => ({
  id: r.id,
  title: r.title,
  description: r.description,
  price: store.centsToDollars(r.price_cents),
  image: r.image,
  preview: r.preview,
});

/** Public reads: the products, the plans, the digital-products catalogue and the store's public settings. */
export function catalogueRoutes(app: ZodApp, { db, settings }: StoreContext): void {
  const activeProducts = () => db.selectFrom('products').selectAll().where('is_active', '=', true);
  const strip = ({ created_at: _created, ...p }: { created_at: string } & store.Product) => p;

  app.get('/products', { schema: { querystring: store.ProductQuery, response: { 200: store.ProductList } } }, async (req) => {
    const q = activeProducts();
    const rows = await (req.query.type ? q.where('type', '=', req.query.type) : q.where('type', 'in', [...store.CATALOGUE_TYPES]))
      .orderBy('price_cents')
      .orderBy('slug')
      .execute();
    return { items: rows.map(strip) };
  });

  app.get('/plans', { schema: { response: { 200: store.ProductList } } }, async () => {
    const rows = await activeProducts().where('type', '=', 'membership').orderBy('price_cents').execute();
    return { items: rows.map(strip) };
  });

  app.get('/products/:slug', { schema: { params: SlugParam, response: { 200: store.Product } } }, async (req) => {
    const row = await activeProducts().where('slug', '=', req.params.slug).executeTakeFirst();
    if (!row) throw notFound('This product is not available.');
    return strip(row);
  });

  app.get('/catalogue', { schema: { response: { 200: store.CatalogueList } } }, async () => {
    const rows = await db.selectFrom('catalogue_items').selectAll().orderBy('position').execute();
    return { items: rows.map(toCatalogueItem) };
  });

  app.get('/config/public', { schema: { response: { 200: store.PublicConfig } } }, async () => ({
    testMode: settings.testMode,
    cashappHandle: settings.cashappHandle,
  }));
}
