import { store } from '@sqw/contracts';
import { route, sendCsv, toCsv, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { revenueByDay, revenueByKind } from '../data/revenue';

const endpoints = store.adminEndpoints;

/** Revenue from confirmed payments, by the day they were confirmed (UTC), for analytics and reports. */
export function adminRevenueRoutes(app: ZodApp, { db }: StoreContext): void {
  route(app, endpoints.revenue, async (req) => {
    const days = req.query.days;
    const [rows, kinds] = await Promise.all([revenueByDay(db, days), revenueByKind(db, days)]);
    return {
      days,
      total_cents: rows.reduce((s, r) => s + r.amount_cents, 0),
      paid_orders: rows.reduce((s, r) => s + r.orders, 0),
      by_day: rows,
      by_kind: kinds,
    };
  });

  route(app, endpoints.revenueCsv, async (req, reply) => {
    const rows = (await revenueByDay(db, req.query.days)).map((r) => ({ ...r, amount: (r.amount_cents / 100).toFixed(2) }));
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
