import { sql, type Kysely } from 'kysely';
import type { store } from '@sqw/contracts';
import { notFound } from '@sqw/service-kit';
import type { Insertable } from 'kysely';
import type { OrdersTable, StoreDB } from './db';
import { orderQuery, type OrderRow } from './order-view';
import { newPayCode } from './pay-code';

type NewOrder = Omit<Insertable<OrdersTable>, 'pay_code' | 'status' | 'updated_at'>;

/**
 * Inserts an order with a fresh unique pay code and its first history entry, in the
 * caller's transaction. A code collision is skipped (ON CONFLICT DO NOTHING keeps the
 * transaction usable) and another code is drawn.
 */
export async function insertOrder(trx: Kysely<StoreDB>, values: NewOrder): Promise<{ id: string; pay_code: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await trx
      .insertInto('orders')
      .values({ ...values, pay_code: newPayCode() })
      .onConflict((oc) => oc.column('pay_code').doNothing())
      .returning(['id', 'pay_code'])
      .executeTakeFirst();
    if (row) {
      await trx.insertInto('order_events').values({ order_id: row.id, status: 'pending_payment', actor_id: values.user_id, note: null }).execute();
      return row;
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
  extra: Partial<Pick<OrdersTable, 'reject_reason' | 'unlock_code' | 'note' | 'proof_key' | 'proof_mime' | 'proof_size'>> & { paid?: boolean; proof?: boolean } = {},
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
