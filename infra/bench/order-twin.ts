/**
 * The bare twin of the store's POST /orders: the statements the route sends, in the same order
 * and with the same decisions (services/store/src/routes/orders.ts with data/products.ts,
 * data/purchases.ts, data/courses.ts, data/orders.ts, order-view.ts, pay-code.ts, and the kit's
 * idempotent() and enqueueMail()), over plain pg and none of the service's framework: no token check, routing,
 * validation, response schema or rate limit. infra/test/bench-order-twin.test.ts holds it to the
 * store's own statements.
 */
import { store } from '@sqw/contracts';
import { newPayCode } from '@sqw/service-store/pay-code';
import { orderCreatedMail } from '@sqw/service-store/mails';

/** A row as pg returns it: the twin reads the columns the store's code reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg types rows as any; the twin reads the same columns the store's typed code reads
type DbRow = Record<string, any>;

/** Runs one statement on the transaction's connection. */
export type Run = (text: string, values: unknown[]) => Promise<{ rows: DbRow[] }>;

/** The member a verified token names: its subject, e-mail and full name. */
export type OrderMember = { id: string; email: string | null; name: string | null };

export type OrderAnswer = { status: number; body: unknown };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ORDER_QUERY =
  'select "o".*, "p"."slug" as "product_slug", "p"."title" as "product_title", "p"."type" as "product_type", "r"."slug" as "resource_slug", "r"."title" as "resource_title" from "orders" as "o" left join "products" as "p" on "p"."id" = "o"."product_id" left join "resources" as "r" on "r"."id" = "o"."resource_id"';

/** The statements, as Kysely writes them for the store. */
export const ORDER_SQL = {
  claimKey: 'insert into idempotency_keys (scope, key) values ($1, $2) on conflict do nothing returning key',
  priorAnswer: 'select "status_code", "response" from "idempotency_keys" where "scope" = $1 and "key" = $2',
  product: (by: 'id' | 'slug') => `select * from "products" where "${by}" = $1 and "is_active" = $2`,
  lockPurchase: 'select pg_advisory_xact_lock(hashtextextended($1, 0))',
  paidOrder: 'select "id" from "orders" where "user_id" = $1 and "product_id" = $2 and "status" = $3',
  grants: 'select "course_id" from "course_grants" where "product_id" = $1',
  entitled:
    'select distinct "g"."course_id" from "course_grants" as "g" inner join "orders" as "o" on "o"."product_id" = "g"."product_id" where "o"."user_id" = $1 and "o"."status" = $2',
  openOrder: `${ORDER_QUERY} where "o"."user_id" = $1 and "o"."product_id" = $2 and "o"."status" in (${store.OPEN_STATUSES.map((_, i) => `$${i + 3}`).join(', ')}) order by "o"."created_at" desc`,
  insertOrder:
    'insert into "orders" ("user_id", "kind", "product_id", "resource_id", "amount_cents", "customer_email", "customer_name", "pay_code") values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict ("pay_code") do nothing returning *',
  insertEvent: 'insert into "order_events" ("order_id", "status", "actor_id", "note") values ($1, $2, $3, $4) returning "status", "note", "created_at"',
  enqueueMail: 'insert into "outbox" ("to_address", "subject", "text_body", "html_body", "kind") values ($1, $2, $3, $4, $5)',
  history: 'select "status", "note", "created_at" from "order_events" where "order_id" = $1 order by "id"',
  storeAnswer: 'update "idempotency_keys" set "status_code" = $1, "response" = $2 where "scope" = $3 and "key" = $4',
};

/** A refusal the route throws (404, 409): the caller rolls the transaction back and answers it. */
export class OrderRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));

/** The order as its owner sees it (order-view.ts toOrder and toOrderDetail). */
function orderDetail(row: DbRow, history: DbRow[], handle: string) {
  const amount = row.amount_cents as number;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount_cents: amount,
    pay_code: row.pay_code,
    item: { id: row.product_id, slug: row.product_slug ?? '', title: row.product_title ?? 'your order', type: row.product_type ?? 'product' },
    note: row.note,
    has_proof: row.proof_key !== null,
    proof_submitted_at: iso(row.proof_submitted_at),
    reject_reason: row.reject_reason,
    unlock_code: row.status === 'paid' ? row.unlock_code : null,
    unlocked: row.unlocked_at !== null,
    is_test: row.is_test,
    payment: { handle, amount: (amount / 100).toFixed(2), url: store.cashAppUrl(handle, amount, null), note: null },
    paid_at: iso(row.paid_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    history: history.map((h) => ({ status: h.status, note: h.note, created_at: iso(h.created_at) })),
  };
}

/**
 * One product order, inside the caller's transaction: 201 with the new order, 200 with the
 * member's order that still awaits payment, or OrderRefused. `key` is the Idempotency-Key.
 */
export async function createOrder(
  run: Run,
  member: OrderMember,
  ref: string,
  key: string | undefined,
  opts: { handle: string; siteUrl: string },
): Promise<OrderAnswer> {
  const scope = `orders:${member.id}`;
  if (key) {
    const claimed = await run(ORDER_SQL.claimKey, [scope, key]);
    if (claimed.rows.length === 0) {
      const prior = (await run(ORDER_SQL.priorAnswer, [scope, key])).rows[0]!;
      return { status: prior.status_code as number, body: prior.response };
    }
  }
  const answer = await placeOrder(run, member, ref, opts);
  if (key) await run(ORDER_SQL.storeAnswer, [answer.status, JSON.stringify(answer.body), scope, key]);
  return answer;
}

async function placeOrder(run: Run, member: OrderMember, ref: string, { handle, siteUrl }: { handle: string; siteUrl: string }): Promise<OrderAnswer> {
  const product = (await run(ORDER_SQL.product(UUID.test(ref) ? 'id' : 'slug'), [ref, true])).rows[0];
  if (!product) throw new OrderRefused(404, 'This product is not available.');
  await run(ORDER_SQL.lockPurchase, [`store-purchase:${member.id}:${product.id}`]);
  if (await owns(run, member.id, product)) throw new OrderRefused(409, `You already own ${product.title}.`);
  const open = (await run(ORDER_SQL.openOrder, [member.id, product.id, ...store.OPEN_STATUSES])).rows[0];
  if (open?.status === 'pending_payment') return { status: 200, body: orderDetail(open, (await run(ORDER_SQL.history, [open.id])).rows, handle) };
  if (open) throw new OrderRefused(409, `Your payment for ${product.title} (order ${open.pay_code}) is under review.`);
  let order: DbRow | undefined;
  for (let attempt = 0; attempt < 8 && !order; attempt++) {
    const values = [member.id, 'product', product.id, null, product.price_cents, member.email, member.name, newPayCode()];
    order = (await run(ORDER_SQL.insertOrder, values)).rows[0];
  }
  if (!order) throw new Error('could not draw a unique pay code');
  const first = (await run(ORDER_SQL.insertEvent, [order.id, 'pending_payment', member.id, null])).rows[0]!;
  const row: DbRow = { ...order, product_slug: product.slug, product_title: product.title, product_type: product.type };
  if (member.email) {
    const payUrl = store.cashAppUrl(handle, row.amount_cents, null);
    const mail = orderCreatedMail(
      { to: member.email, pay_code: row.pay_code, title: product.title, amount_cents: row.amount_cents },
      payUrl,
      new URL(store.orderPath(row.id), siteUrl).toString(),
    );
    await run(ORDER_SQL.enqueueMail, [mail.to, mail.subject, mail.text, mail.html ?? null, mail.kind ?? 'generic']);
  }
  return { status: 201, body: orderDetail(row, [first], handle) };
}

/** data/purchases.ts ownsProduct: a paid order, or every course the product grants. */
async function owns(run: Run, userId: string, product: DbRow): Promise<boolean> {
  if (store.isRepeatable(product.type)) return false;
  if ((await run(ORDER_SQL.paidOrder, [userId, product.id, 'paid'])).rows.length > 0) return true;
  const grants = (await run(ORDER_SQL.grants, [product.id])).rows;
  if (grants.length === 0) return false;
  const entitled = new Set((await run(ORDER_SQL.entitled, [userId, 'paid'])).rows.map((r) => r.course_id as string));
  return grants.every((g) => entitled.has(g.course_id));
}
