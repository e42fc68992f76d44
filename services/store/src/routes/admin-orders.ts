import { IdParam, store } from '@sqw/contracts';
import { audit, conflict, enqueueMail, requireAdmin, type ZodApp } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import type { StoreContext } from '../context';
import type { StoreDB } from '../db';
import { fulfilOrder } from '../fulfilment';
import { orderPaidMail, orderRejectedMail } from '../mails';
import { countOrders, decodeCursor, pageOfOrders } from '../order-listing';
import { itemTitle, toAdminOrder, type OrderRow } from '../order-view';
import { findOrder, setStatus } from '../orders-data';
import { sendProof } from './proofs';

const OPEN: store.OrderStatus[] = ['pending_payment', 'proof_submitted'];

/** Payment review: list and filter orders, view proofs, confirm or reject payments. Admin role required by path. */
export function adminOrderRoutes(app: ZodApp, ctx: StoreContext): void {
  const { db, settings } = ctx;
  const handle = settings.cashappHandle;
  const view = (trx: Kysely<StoreDB>, id: string) => findOrder(trx, id).then((row) => toAdminOrder(trx, row, handle));

  app.get('/admin/orders', { schema: { querystring: store.AdminOrderQuery, response: { 200: store.AdminOrderPage } } }, async (req) => {
    const { status, kind, q, limit, after, offset } = req.query;
    const filter = { status, kind, q };
    const position = after ? decodeCursor(after) : undefined;
    const [page, count] = await Promise.all([pageOfOrders(db, filter, { limit, after: position, offset }), countOrders(db, filter)]);
    const items = await Promise.all(page.orders.map(({ row, history }) => toAdminOrder(db, row, handle, history)));
    return { items, total: count.total, total_capped: count.capped, next: page.next };
  });

  app.get('/admin/orders/:id', { schema: { params: IdParam, response: { 200: store.AdminOrder } } }, async (req) => view(db, req.params.id));

  app.get('/admin/orders/:id/proof', { schema: { params: IdParam } }, async (req, reply) => sendProof(ctx, reply, await findOrder(db, req.params.id)));

  const open = async (trx: Kysely<StoreDB>, id: string): Promise<OrderRow> => {
    const order = await findOrder(trx, id, undefined, true);
    if (!OPEN.includes(order.status)) throw conflict(`This order is already ${store.STATUS_LABELS[order.status].toLowerCase()}.`);
    return order;
  };
  const mailOf = (o: OrderRow) => ({ to: o.customer_email ?? '', pay_code: o.pay_code, title: itemTitle(o), amount_cents: o.amount_cents });

  app.post('/admin/orders/:id/mark-paid', { schema: { params: IdParam, body: store.MarkPaid, response: { 200: store.AdminOrder } } }, async (req) => {
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

  app.post('/admin/orders/:id/reject', { schema: { params: IdParam, body: store.RejectOrder, response: { 200: store.AdminOrder } } }, async (req) => {
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
  app.post('/admin/orders/:id/reset-unlock', { schema: { params: IdParam, response: { 200: store.AdminOrder } } }, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, req.params.id, undefined, true);
      await trx
        .updateTable('orders')
        .set({ unlock_attempts: 0, updated_at: sql<string>`now()` })
        .where('id', '=', order.id)
        .execute();
      await audit(trx, admin, 'store.order.reset_unlock', { type: 'order', id: order.id }, { previous_attempts: order.unlock_attempts });
      return view(trx, order.id);
    });
  });
}
