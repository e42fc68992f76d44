import { store } from '@sqw/contracts';
import { audit, conflict, enqueueMail, requireAdmin, route, type ZodApp } from '@sqw/service-kit';
import type { Kysely } from 'kysely';
import type { StoreContext } from '../context';
import { countAdminOrders, listAdminOrders, resetUnlockAttempts } from '../data/admin-orders';
import { findOrder, setStatus, type OrderRow } from '../data/orders';
import type { StoreDB } from '../db';
import { fulfilOrder } from '../fulfilment';
import { orderPaidMail, orderRejectedMail } from '../mails';
import { itemTitle, toAdminOrder } from '../order-view';
import { sendProof } from './proofs';

const endpoints = store.adminEndpoints;

/** Payment review: list and filter orders, view proofs, confirm or reject payments. Admin role required by path. */
export function adminOrderRoutes(app: ZodApp, ctx: StoreContext): void {
  const { db, settings } = ctx;
  const handle = settings.cashappHandle;
  const view = (trx: Kysely<StoreDB>, id: string) => findOrder(trx, id).then((row) => toAdminOrder(trx, row, handle));

  route(app, endpoints.orders, async (req) => {
    const { status, kind, q, limit, after } = req.query;
    const filter = { status, kind, q };
    const [page, count] = await Promise.all([listAdminOrders(db, filter, { limit, after }), countAdminOrders(db, filter)]);
    const items = await Promise.all(page.orders.map(({ row, history }) => toAdminOrder(db, row, handle, history)));
    return { items, next: page.next, total: count.total, total_capped: count.capped };
  });

  route(app, endpoints.order, async (req) => view(db, req.params.id));

  route(app, endpoints.orderProof, async (req, reply) => sendProof(ctx, reply, await findOrder(db, req.params.id)));

  const open = async (trx: Kysely<StoreDB>, id: string): Promise<OrderRow> => {
    const order = await findOrder(trx, id, undefined, true);
    if (!store.OPEN_STATUSES.includes(order.status)) throw conflict(`This order is already ${store.STATUS_LABELS[order.status].toLowerCase()}.`);
    return order;
  };
  const mailOf = (o: OrderRow) => ({ to: o.customer_email ?? '', pay_code: o.pay_code, title: itemTitle(o), amount_cents: o.amount_cents });

  route(app, endpoints.markPaid, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const order = await open(trx, req.params.id);
      const { unlockCode } = await fulfilOrder(trx, order);
      await setStatus(trx, order.id, 'paid', admin.id, req.body.note, { paid: true, unlock_code: unlockCode });
      if (order.customer_email) await enqueueMail(trx, orderPaidMail(mailOf(order), unlockCode));
      await audit(
        trx,
        admin,
        'store.order.mark_paid',
        { type: 'order', id: order.id },
        { pay_code: order.pay_code, amount_cents: order.amount_cents, note: req.body.note },
      );
      return view(trx, order.id);
    });
  });

  route(app, endpoints.rejectOrder, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const order = await open(trx, req.params.id);
      await setStatus(trx, order.id, 'rejected', admin.id, req.body.reason, { reject_reason: req.body.reason });
      if (order.customer_email) await enqueueMail(trx, orderRejectedMail(mailOf(order), req.body.reason));
      await audit(trx, admin, 'store.order.reject', { type: 'order', id: order.id }, { pay_code: order.pay_code, reason: req.body.reason });
      return view(trx, order.id);
    });
  });

  // A member locked out after too many wrong codes gets another five tries once support has checked.
  route(app, endpoints.resetUnlock, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, req.params.id, undefined, true);
      await resetUnlockAttempts(trx, order.id);
      await audit(trx, admin, 'store.order.reset_unlock', { type: 'order', id: order.id }, { previous_attempts: order.unlock_attempts });
      return view(trx, order.id);
    });
  });
}
