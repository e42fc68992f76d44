import { store } from '@sqw/contracts';
import { countUpTo, keysetPage, likePattern, type OrderKey } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';
import { orderQuery, type OrderHistory } from './orders';

/** What the admin's order list filters on: a status, a kind, and text in the code, the customer or the item. */
export type AdminOrderFilter = { status?: store.OrderStatus; kind?: store.OrderKind; q?: string };

/** Newest first, ties by id: the order the list, its cursor and its index (created_at desc, id) share. */
export const ADMIN_ORDER_KEYS: OrderKey[] = [
  { column: 'o.created_at', type: 'timestamptz', desc: true },
  { column: 'o.id', type: 'uuid' },
];

/** The orders matching a filter, with their product and resource (the joins a text search needs for filtering). */
function matching(db: Kysely<StoreDB>, f: AdminOrderFilter) {
  let q = orderQuery(db);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.kind) q = q.where('o.kind', '=', f.kind);
  if (f.q) {
    const p = likePattern(f.q);
    q = q.where((eb) =>
      eb.or([
        eb('o.pay_code', 'ilike', p),
        eb('o.customer_email', 'ilike', p),
        eb('o.customer_name', 'ilike', p),
        eb('p.title', 'ilike', p),
        eb('r.title', 'ilike', p),
      ]),
    );
  }
  return q;
}

/**
 * How many orders match, up to `cap` (and whether there are more). Without a text search the
 * count needs no join, so it reads the orders table alone.
 */
export function countAdminOrders(db: Kysely<StoreDB>, f: AdminOrderFilter, cap = store.ORDER_COUNT_CAP) {
  if (f.q) return countUpTo(db, matching(db, f), cap);
  let q = db.selectFrom('orders as o').select('o.id');
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.kind) q = q.where('o.kind', '=', f.kind);
  return countUpTo(db, q, cap);
}

/** One page of matching orders, each with its history, and the cursor of the next page. */
export async function listAdminOrders(db: Kysely<StoreDB>, f: AdminOrderFilter, page: { limit: number; after?: string }) {
  const q = matching(db, f).select(
    // Each order's history in the same query (one round trip for the page), timestamps as the pool's parser writes them.
    sql<OrderHistory>`coalesce((
      select json_agg(json_build_object('status', e.status, 'note', e.note, 'created_at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by e.id)
      from order_events e where e.order_id = o.id), '[]'::json)`.as('history'),
  );
  const { items, next } = await keysetPage(q, ADMIN_ORDER_KEYS, page);
  return { orders: items.map(({ history, ...row }) => ({ row, history })), next };
}

/** A locked-out member gets another five tries at the unlock code. */
export async function resetUnlockAttempts(trx: Kysely<StoreDB>, orderId: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ unlock_attempts: 0, updated_at: sql<string>`now()` })
    .where('id', '=', orderId)
    .execute();
}
