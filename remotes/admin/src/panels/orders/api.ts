import { store } from '@sqw/contracts';
import { call } from '@sqw/platform';

const endpoints = store.adminEndpoints;

export const ORDERS_PER_PAGE = 20;
export const SESSIONS_PER_PAGE = 50;
export type AdminSession = store.AdminSession;

/** A filter select's value as the status it names ('' for all). */
const orderStatus = (v: string) => store.OrderStatus.safeParse(v).data;
const sessionStatus = (v: string) => store.SessionStatus.safeParse(v).data;

/** One page of orders, newest first; `after` is the previous page's `next` (none for the first page). */
export const listOrders = (f: { status: string; q: string; after?: string }, signal?: AbortSignal) =>
  call(endpoints.orders, { query: { limit: ORDERS_PER_PAGE, after: f.after, status: orderStatus(f.status), q: f.q || undefined }, signal });

/** Marking paid fulfils the order on the server: course access, session credits or the resource unlock code. */
export const markPaid = (orderId: string, note: string) => call(endpoints.markPaid, { params: { id: orderId }, body: { note: note || null } });
export const rejectOrder = (orderId: string, reason: string) => call(endpoints.rejectOrder, { params: { id: orderId }, body: { reason } });

/** One page of coaching sessions, latest first; `after` as for orders. */
export const listSessions = (f: { status: string; after?: string }, signal?: AbortSignal) =>
  call(endpoints.sessions, { query: { limit: SESSIONS_PER_PAGE, after: f.after, status: sessionStatus(f.status) }, signal });
export const confirmSession = (sessionId: string, scheduledAt: string, note: string) =>
  call(endpoints.confirmSession, { params: { id: sessionId }, body: { scheduled_at: scheduledAt, note: note || null } });
export const completeSession = (sessionId: string) => call(endpoints.completeSession, { params: { id: sessionId }, body: { note: null } });

export const ORDER_STATUS_OPTIONS = store.OrderStatus.options.map((s) => ({ value: s, label: store.STATUS_LABELS[s] }));
export const isOpen = (o: store.AdminOrder) => o.status === 'pending_payment' || o.status === 'proof_submitted';
