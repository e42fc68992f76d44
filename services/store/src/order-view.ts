import { store } from '@sqw/contracts';
import type { Kysely } from 'kysely';
import type { StoreDB } from './db';

/** Orders with the product or resource they are for; the one query every order view starts from. */
export const orderQuery = (db: Kysely<StoreDB>) =>
  db
    .selectFrom('orders as o')
    .leftJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('resources as r', 'r.id', 'o.resource_id')
    .selectAll('o')
    .select(['p.slug as product_slug', 'p.title as product_title', 'p.type as product_type', 'r.slug as resource_slug', 'r.title as resource_title']);

export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

export const itemTitle = (row: OrderRow) => (row.kind === 'product' ? row.product_title : row.resource_title) ?? 'your order';

/** The Cash App link: the amount for product orders, the order reference as the note for resources. */
export function paymentLink(row: Pick<OrderRow, 'kind' | 'amount_cents' | 'pay_code'>, handle: string) {
  const note = row.kind === 'resource' ? row.pay_code : null;
  return {
    handle,
    amount: (row.amount_cents / 100).toFixed(2),
    url: store.cashAppUrl(handle, row.amount_cents, note),
    note,
  };
}

/** An order as its owner sees it. */
export function toOrder(row: OrderRow, handle: string): store.Order {
  const isProduct = row.kind === 'product';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount_cents: row.amount_cents,
    pay_code: row.pay_code,
    item: {
      id: (isProduct ? row.product_id : row.resource_id)!,
      slug: (isProduct ? row.product_slug : row.resource_slug) ?? '',
      title: itemTitle(row),
      type: isProduct ? (row.product_type ?? 'product') : 'resource',
    },
    note: row.note,
    has_proof: row.proof_key !== null,
    proof_submitted_at: row.proof_submitted_at,
    reject_reason: row.reject_reason,
    unlock_code: row.status === 'paid' ? row.unlock_code : null,
    unlocked: row.unlocked_at !== null,
    is_test: row.is_test,
    payment: paymentLink(row, handle),
    paid_at: row.paid_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function orderHistory(db: Kysely<StoreDB>, orderId: string) {
  return db.selectFrom('order_events').select(['status', 'note', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}

export type OrderHistory = Awaited<ReturnType<typeof orderHistory>>;

export async function toOrderDetail(db: Kysely<StoreDB>, row: OrderRow, handle: string, history?: OrderHistory): Promise<store.OrderDetail> {
  return { ...toOrder(row, handle), history: history ?? (await orderHistory(db, row.id)) };
}

/** An order as an admin sees it: with the customer, the payment details and where the proof is. */
export async function toAdminOrder(db: Kysely<StoreDB>, row: OrderRow, handle: string, history?: OrderHistory): Promise<store.AdminOrder> {
  return {
    ...(await toOrderDetail(db, row, handle, history)),
    unlock_code: row.unlock_code,
    user_id: row.user_id,
    customer_email: row.customer_email,
    customer_name: row.customer_name,
    cashtag: row.cashtag,
    message: row.message,
    unlock_attempts: row.unlock_attempts,
    proof_url: row.proof_key ? `/admin/orders/${row.id}/proof` : null,
  };
}
