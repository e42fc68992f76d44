import { store } from '@sqw/contracts';
import { notFound } from '@sqw/service-kit';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { OrdersTable, StoreDB } from '../db';
import { newPayCode } from '../pay-code';

/** Orders with the product or resource they are for; the one query every order view starts from. */
export const orderQuery = (db: Kysely<StoreDB>) =>
  db
    .selectFrom('orders as o')
    .leftJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('resources as r', 'r.id', 'o.resource_id')
    .selectAll('o')
    .select(['p.slug as product_slug', 'p.title as product_title', 'p.type as product_type', 'r.slug as resource_slug', 'r.title as resource_title']);

export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

/** An order's history, oldest first. */
export async function orderHistory(db: Kysely<StoreDB>, orderId: string) {
  return db.selectFrom('order_events').select(['status', 'note', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}

export type OrderHistory = Awaited<ReturnType<typeof orderHistory>>;

type NewOrder = Omit<Insertable<OrdersTable>, 'pay_code' | 'status' | 'updated_at'>;

/** What the order is for, as the order views show it (the columns orderQuery joins in). */
export type OrderItem = { product: { slug: string; title: string; type: store.ProductType } } | { resource: { slug: string; title: string } };

/**
 * Inserts an order with a fresh unique pay code and its first history entry, in the
 * caller's transaction. A code collision is skipped (ON CONFLICT DO NOTHING keeps the
 * transaction usable) and another code is drawn. Returns the order as orderQuery and
 * orderHistory would read it back, from what the inserts return and the item the caller
 * already holds, so the new order costs no further round trip.
 */
export async function insertOrder(trx: Kysely<StoreDB>, values: NewOrder, item: OrderItem): Promise<{ row: OrderRow; history: OrderHistory }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const order = await trx
      .insertInto('orders')
      .values({ ...values, pay_code: newPayCode() })
      .onConflict((oc) => oc.column('pay_code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (order) {
      const first = await trx
        .insertInto('order_events')
        .values({ order_id: order.id, status: 'pending_payment', actor_id: values.user_id, note: null })
        .returning(['status', 'note', 'created_at'])
        .executeTakeFirstOrThrow();
      const product = 'product' in item ? item.product : null;
      const resource = 'resource' in item ? item.resource : null;
      const row: OrderRow = {
        ...order,
        product_slug: product?.slug ?? null,
        product_title: product?.title ?? null,
        product_type: product?.type ?? null,
        resource_slug: resource?.slug ?? null,
        resource_title: resource?.title ?? null,
      };
      return { row, history: [first] };
    }
  }
  throw new Error('could not draw a unique pay code');
}

/** One order by id; `owner` limits it to that member, and anything else is a 404. */
export async function findOrder(db: Kysely<StoreDB>, id: string, owner?: string, lock = false): Promise<OrderRow> {
  if (lock) await db.selectFrom('orders').select('id').where('id', '=', id).forUpdate().execute();
  let q = orderQuery(db).where('o.id', '=', id);
  if (owner) q = q.where('o.user_id', '=', owner);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('This order does not exist.');
  return row;
}

/** A member's own orders, newest first, at most `limit` of them; `kind` keeps one kind. */
export function listMemberOrders(db: Kysely<StoreDB>, userId: string, filter: { kind?: store.OrderKind; limit: number }): Promise<OrderRow[]> {
  let q = orderQuery(db).where('o.user_id', '=', userId);
  if (filter.kind) q = q.where('o.kind', '=', filter.kind);
  return q.orderBy('o.created_at', 'desc').limit(filter.limit).execute();
}

/** The member's open order (awaiting payment or under review) of one product or resource, newest first. */
export const openOrderOf = (db: Kysely<StoreDB>, userId: string, item: 'o.product_id' | 'o.resource_id', itemId: string): Promise<OrderRow | undefined> =>
  orderQuery(db)
    .where('o.user_id', '=', userId)
    .where(item, '=', itemId)
    .where('o.status', 'in', [...store.OPEN_STATUSES])
    .orderBy('o.created_at', 'desc')
    .executeTakeFirst();

export const openResourceOrder = (db: Kysely<StoreDB>, userId: string, resourceId: string) => openOrderOf(db, userId, 'o.resource_id', resourceId);

/**
 * The order a member's unlock code is checked against, locked for the attempt: a paid one
 * first, else the newest still in progress.
 */
export const orderToUnlock = (trx: Kysely<StoreDB>, userId: string, resourceId: string) =>
  trx
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('resource_id', '=', resourceId)
    .where('status', 'in', ['pending_payment', 'proof_submitted', 'paid'])
    .orderBy(sql`status = 'paid'`, 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

export async function recordUnlockAttempts(trx: Kysely<StoreDB>, orderId: string, attempts: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ unlock_attempts: attempts, updated_at: sql<string>`now()` })
    .where('id', '=', orderId)
    .execute();
}

export async function markUnlocked(trx: Kysely<StoreDB>, orderId: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ unlocked_at: sql<string>`now()`, updated_at: sql<string>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** Moves an order to a new status and records it in the order's history. */
export async function setStatus(
  trx: Kysely<StoreDB>,
  orderId: string,
  status: store.OrderStatus,
  actorId: string | null,
  note: string | null,
  extra: Partial<Pick<OrdersTable, 'reject_reason' | 'unlock_code' | 'note' | 'proof_key' | 'proof_mime' | 'proof_size'>> & {
    paid?: boolean;
    proof?: boolean;
  } = {},
): Promise<void> {
  const { paid, proof, ...columns } = extra;
  await trx
    .updateTable('orders')
    .set({
      ...columns,
      status,
      updated_at: sql<string>`now()`,
      ...(paid ? { paid_at: sql<string>`now()` } : {}),
      ...(proof ? { proof_submitted_at: sql<string>`now()` } : {}),
    })
    .where('id', '=', orderId)
    .execute();
  await trx.insertInto('order_events').values({ order_id: orderId, status, actor_id: actorId, note }).execute();
}
