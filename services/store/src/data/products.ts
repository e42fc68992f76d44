import { store } from '@sqw/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { ProductsTable, StoreDB } from '../db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const activeProducts = (db: Kysely<StoreDB>) => db.selectFrom('products').selectAll().where('is_active', '=', true);

/** A product as the contract shows it (without its row's bookkeeping). */
const toProduct = ({ created_at: _created, ...p }: Selectable<ProductsTable>): store.Product => p;

/** The products on sale, cheapest first: one type, or the member catalogue's types. */
export async function listProducts(db: Kysely<StoreDB>, type?: store.ProductType): Promise<store.Product[]> {
  const q = activeProducts(db);
  const rows = await (type ? q.where('type', '=', type) : q.where('type', 'in', [...store.CATALOGUE_TYPES])).orderBy('price_cents').orderBy('slug').execute();
  return rows.map(toProduct);
}

/** The membership plans on sale, cheapest first. */
export async function listPlans(db: Kysely<StoreDB>): Promise<store.Product[]> {
  const rows = await activeProducts(db).where('type', '=', 'membership').orderBy('price_cents').execute();
  return rows.map(toProduct);
}

export async function findActiveProduct(db: Kysely<StoreDB>, slug: string): Promise<store.Product | undefined> {
  const row = await activeProducts(db).where('slug', '=', slug).executeTakeFirst();
  return row && toProduct(row);
}

/** The product an order names, by id or by slug, if it is on sale. */
export const productToOrder = (db: Kysely<StoreDB>, ref: string) =>
  db
    .selectFrom('products')
    .selectAll()
    .where(UUID.test(ref) ? 'id' : 'slug', '=', ref)
    .where('is_active', '=', true)
    .executeTakeFirst();

/** What a paid product gives: its type and session credits. */
export const productTerms = (db: Kysely<StoreDB>, id: string) =>
  db.selectFrom('products').select(['type', 'session_credits']).where('id', '=', id).executeTakeFirstOrThrow();
