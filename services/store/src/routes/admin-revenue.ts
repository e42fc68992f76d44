import { store } from '@sqw/contracts';
import { toCsv, type ZodApp, sendCsv } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { StoreContext } from '../context';

type Day = { day: string; orders: number; amount_cents: number };

/** Revenue from confirmed payments, by the day they were confirmed (UTC), for analytics and reports. */
export function adminRevenueRoutes(app: ZodApp, { db }: StoreContext): void {
  const byDay = async (days: number) =>
    (
      await sql<Day>`
        select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as orders, coalesce(sum(o.amount_cents), 0)::int as amount_cents
        from generate_series((now() at time zone 'utc')::date - (${days}::int - 1), (now() at time zone 'utc')::date, interval '1 day') as d(day)
        left join orders o on o.status = 'paid' and (o.paid_at at time zone 'utc')::date = d.day
        group by d.day order by d.day`.execute(db)
    ).rows;

  app.get('/admin/revenue', { schema: { querystring: store.RevenueQuery, response: { 200: store.Revenue } } }, async (req) => {
    const days = req.query.days;
    const [rows, kinds] = await Promise.all([
      byDay(days),
      sql<{ kind: store.OrderKind; orders: number; amount_cents: number }>`
        select kind, count(*)::int as orders, sum(amount_cents)::int as amount_cents from orders
        where status = 'paid' and (paid_at at time zone 'utc')::date > (now() at time zone 'utc')::date - ${days}::int
        group by kind order by kind`.execute(db),
    ]);
    return {
      days,
      total_cents: rows.reduce((s, r) => s + r.amount_cents, 0),
      paid_orders: rows.reduce((s, r) => s + r.orders, 0),
      by_day: rows,
      by_kind: kinds.rows,
    };
  });

  app.get('/admin/revenue.csv', { schema: { querystring: store.RevenueQuery } }, async (req, reply) => {
    const rows = (await byDay(req.query.days)).map((r) => ({ ...r, amount: (r.amount_cents / 100).toFixed(2) }));
    const csv = toCsv(
      [
        { key: 'day', label: 'Date (UTC)' },
        { key: 'orders', label: 'Paid orders' },
        { key: 'amount', label: 'Revenue (USD)' },
      ],
      rows,
    );
    return sendCsv(reply, `sqw-revenue-${req.query.days}d.csv`, csv);
  });
}
