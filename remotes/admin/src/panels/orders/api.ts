import { store } from '@sqw/contracts';
import { api } from '@sqw/platform';
import type { z } from 'zod';

export const ORDERS_PER_PAGE = 20;
export type AdminSession = z.infer<typeof store.AdminSession>;
const id = (v: string) => encodeURIComponent(v);

/** One page of orders, newest first; `after` is the previous page's `next` (none for the first page). */
export const listOrders = (f: { status: string; q: string; after?: string }, signal?: AbortSignal) => {
  const query = new URLSearchParams({
    limit: String(ORDERS_PER_PAGE),
    ...(f.after ? { after: f.after } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { q: f.q } : {}),
  });
  return api('store', `/admin/orders?${query}`, { schema: store.AdminOrderPage, signal });
};

/** Marking paid fulfils the order on the server: course access, session credits or the resource unlock code. */
export const markPaid = (orderId: string, note: string) =>
  api('store', `/admin/orders/${id(orderId)}/mark-paid`, { body: { note: note || null }, schema: store.AdminOrder });
export const rejectOrder = (orderId: string, reason: string) =>
  api('store', `/admin/orders/${id(orderId)}/reject`, { body: { reason }, schema: store.AdminOrder });

export const listSessions = (status: string, signal?: AbortSignal) =>
  api('store', `/admin/sessions?${new URLSearchParams({ limit: '50', ...(status ? { status } : {}) })}`, { schema: store.AdminSessionPage, signal });
export const confirmSession = (sessionId: string, scheduledAt: string, note: string) =>
  api('store', `/admin/sessions/${id(sessionId)}/confirm`, { body: { scheduled_at: scheduledAt, note: note || null }, schema: store.AdminSession });
export const completeSession = (sessionId: string) =>
  api('store', `/admin/sessions/${id(sessionId)}/complete`, { body: { note: null }, schema: store.AdminSession });

export const ORDER_STATUS_OPTIONS = store.OrderStatus.options.map((s) => ({ value: s, label: store.STATUS_LABELS[s] }));
export const isOpen = (o: store.AdminOrder) => o.status === 'pending_payment' || o.status === 'proof_submitted';
