import { store } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';
import { toOrder } from '../order-view';
import { entitledCourseIds } from './courses';
import { openOrderOf, orderQuery } from './orders';

type ProductRef = { id: string; type: store.ProductType };

/**
 * Whether a member owns a product bought once: a confirmed order for it, or (for a product
 * that grants courses) access to every course it grants, so the bundle owner owns both courses.
 * Coaching hours and plans are never "owned": they can be bought again.
 */
export async function ownsProduct(db: Kysely<StoreDB>, userId: string, product: ProductRef, entitled?: Set<string>): Promise<boolean> {
  if (store.isRepeatable(product.type)) return false;
  const paid = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', product.id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (paid) return true;
  const grants = await db.selectFrom('course_grants').select('course_id').where('product_id', '=', product.id).execute();
  if (grants.length === 0) return false;
  const courses = entitled ?? (await entitledCourseIds(db, userId));
  return grants.every((g) => courses.has(g.course_id));
}

export const openProductOrder = (db: Kysely<StoreDB>, userId: string, productId: string) => openOrderOf(db, userId, 'o.product_id', productId);

/**
 * Serialises order creation per member and item for the rest of the transaction, so two
 * simultaneous purchases cannot both find no open order and both insert one.
 */
export const lockPurchase = (db: Kysely<StoreDB>, userId: string, itemId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`store-purchase:${userId}:${itemId}`}, 0))`.execute(db);

/** Every active product the member owns or has an open order for. */
export async function productStandings(db: Kysely<StoreDB>, userId: string, handle: string): Promise<store.ProductStanding[]> {
  const [products, entitled, open, grants] = await Promise.all([
    db.selectFrom('products').select(['id', 'slug', 'type']).where('is_active', '=', true).execute(),
    entitledCourseIds(db, userId),
    orderQuery(db)
      .where('o.user_id', '=', userId)
      .where('o.kind', '=', 'product')
      .where('o.status', 'in', [...store.OPEN_STATUSES])
      .orderBy('o.created_at', 'desc')
      .execute(),
    db.selectFrom('course_grants as g').innerJoin('courses as c', 'c.id', 'g.course_id').select(['g.product_id', 'c.slug']).orderBy('c.position').execute(),
  ]);
  const items: store.ProductStanding[] = [];
  for (const p of products) {
    const owned = await ownsProduct(db, userId, p, entitled);
    const order = open.find((o) => o.product_id === p.id);
    if (!owned && !order) continue;
    const course = owned && p.type === 'course' ? (grants.find((g) => g.product_id === p.id)?.slug ?? null) : null;
    items.push({ product: p.slug, owned, course, open_order: order ? toOrder(order, handle) : null });
  }
  return items;
}
