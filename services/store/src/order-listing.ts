import { store } from '@sqw/contracts';
import { badRequest } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from './db';
import { orderQuery } from './order-view';

/**
 * The admin order list: newest first (created_at desc, then id), paged by keyset so a page
 * costs the same wherever it is, with a count that stops at ORDER_COUNT_CAP.
 */
export type OrderFilter = { status?: store.OrderStatus; kind?: store.OrderKind; q?: string };

/** Where a page ends: the exact created_at (microseconds, UTC) and id of its last order. */
export type Position = { at: string; id: string };

const AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeCursor = (p: Position) => Buffer.from(`${p.at}|${p.id}`).toString('base64url');

export function decodeCursor(cursor: string): Position {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length || !at || !id || !AT.test(at) || !UUID.test(id))
    throw badRequest('This page link is not valid; please start from the first page.', [{ path: 'after', message: 'Invalid cursor' }]);
  return { at, id };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The orders matching a filter, with their product and resource (the joins only a text search needs for filtering). */
function matching(db: Kysely<StoreDB>, f: OrderFilter) {
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
 * How many orders match, counting no further than `cap + 1` rows: enough to say "cap+",
 * and bounded however many orders there are. Without a text search no join is needed.
 */
export async function countOrders(db: Kysely<StoreDB>, f: OrderFilter, cap = store.ORDER_COUNT_CAP): Promise<{ total: number; capped: boolean }> {
  let rows = f.q ? matching(db, f).clearSelect() : db.selectFrom('orders as o');
  if (!f.q && f.status) rows = rows.where('o.status', '=', f.status);
  if (!f.q && f.kind) rows = rows.where('o.kind', '=', f.kind);
  const { n } = await db
    .selectFrom(
      rows
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('m'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { total: Math.min(n, cap), capped: n > cap };
}

type OrderEvent = { status: store.OrderStatus; note: string | null; created_at: string };

/** One page of matching orders (each with its history) after `after`, skipping `offset` more, and the cursor of the next page. */
export async function pageOfOrders(db: Kysely<StoreDB>, f: OrderFilter, page: { limit: number; after?: Position; offset?: number }) {
  let q = matching(db, f).select([
    sql<string>`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('position_at'),
    // Each order's history in the same query (one round trip for the page), timestamps as the pool's parser writes them.
    sql<OrderEvent[]>`coalesce((
      select json_agg(json_build_object('status', e.status, 'note', e.note, 'created_at', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by e.id)
      from order_events e where e.order_id = o.id), '[]'::json)`.as('history'),
  ]);
  if (page.after) {
    const { at, id } = page.after;
    // created_at descending, id ascending among equal times; the first bound keeps the index scan a range.
    q = q.where('o.created_at', '<=', at).where((eb) => eb.or([eb('o.created_at', '<', at), eb('o.id', '>', id)]));
  }
  const rows = await q
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(page.limit + 1)
    .offset(page.offset ?? 0)
    .execute();
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit).map(({ position_at, history, ...row }) => ({ row, history, position: { at: position_at, id: row.id } }));
  const last = items.at(-1);
  return { orders: items.map(({ row, history }) => ({ row, history })), next: more && last ? encodeCursor(last.position) : null };
}
