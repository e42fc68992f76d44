import { fillPath, store } from '@sqw/contracts';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { StoreDB } from './db';
import { orderHistory, type OrderHistory, type OrderRow } from './data/orders';

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

/** An order with its history; a new order passes the history its insert returned. */
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
    proof_url: row.proof_key ? fillPath(store.adminEndpoints.orderProof.path, { id: row.id }) : null,
  };
}

/**
 * The answer to an order request: a new order is the endpoint's 201, written by its schema; an
 * order that was already awaiting payment is a 200, checked against the same schema here (the
 * route's schema names the 201 only). A retried request gets the status it got the first time.
 */
export function answerOrder(reply: FastifyReply, result: { status: number; body: store.OrderDetail }): store.OrderDetail | FastifyReply {
  if (result.status === 201) return result.body;
  return reply.code(result.status).send(store.OrderDetail.parse(result.body));
}
