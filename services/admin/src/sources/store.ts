import { queryString, store } from '@sqw/contracts';
import { z } from 'zod';
import type { Upstream } from '../upstream';
import { collectByCursor } from './paging';

const { adminEndpoints, endpoints } = store;

const Revenue = store.Revenue.pick({ total_cents: true, paid_orders: true, by_day: true });
export type Revenue = z.infer<typeof Revenue>;

/** Paid-order revenue per UTC day over the last `days` days (the store counts by payment date). */
export const revenue = (up: Upstream, days: number) => up.json('store', adminEndpoints.revenue.path + queryString({ days }), Revenue);

const Order = store.AdminOrder.pick({ user_id: true, status: true, amount_cents: true });
export type OrderFacts = z.infer<typeof Order>;
const OrderPage = z.object({ items: z.array(Order), next: z.string().nullable() });

/** The newest orders' owner, status and amount (up to MAX_ROWS), for per-user activity; the store pages them by cursor. */
export const allOrders = (up: Upstream): Promise<OrderFacts[]> =>
  collectByCursor((limit, after) => up.json('store', adminEndpoints.orders.path + queryString({ limit, after }), OrderPage));

/** The store's public settings (test mode, Cash App handle): not secrets, shown on the Settings card. */
export const storeSettings = (up: Upstream) => up.json('store', endpoints.publicConfig.path, store.PublicConfig);
