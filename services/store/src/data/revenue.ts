import type { store } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';

export type RevenueDay = { day: string; orders: number; amount_cents: number };

/** Paid orders and their amount on each of the last `days` UTC days (today included), a day without any as zero. */
export async function revenueByDay(db: Kysely<StoreDB>, days: number): Promise<RevenueDay[]> {
  const { rows } = await sql<RevenueDay>`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as orders, coalesce(sum(o.amount_cents), 0)::int as amount_cents
    from generate_series((now() at time zone 'utc')::date - (${days}::int - 1), (now() at time zone 'utc')::date, interval '1 day') as d(day)
    left join orders o on o.status = 'paid' and (o.paid_at at time zone 'utc')::date = d.day
    group by d.day order by d.day`.execute(db);
  return rows;
}

/** The same days' paid orders by kind (product or resource). */
export async function revenueByKind(db: Kysely<StoreDB>, days: number) {
  const { rows } = await sql<{ kind: store.OrderKind; orders: number; amount_cents: number }>`
    select kind, count(*)::int as orders, sum(amount_cents)::int as amount_cents from orders
    where status = 'paid' and (paid_at at time zone 'utc')::date > (now() at time zone 'utc')::date - ${days}::int
    group by kind order by kind`.execute(db);
  return rows;
}
