import { sql, type Kysely } from 'kysely';
import type { store } from '@sqw/contracts';
import { notFound } from '@sqw/service-kit';
import type { Insertable } from 'kysely';
import type { OrdersTable, StoreDB } from './db';
import { orderQuery, type OrderHistory, type OrderRow } from './order-view';
import { newPayCode } from './pay-code';

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
