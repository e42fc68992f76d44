import { store } from '@sqw/contracts';
import { audit, conflict, enqueueMail, idempotent, notFound, requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { findOrder, insertOrder, listMemberOrders, setStatus } from '../data/orders';
import { productToOrder } from '../data/products';
import { lockPurchase, openProductOrder, ownsProduct, productStandings } from '../data/purchases';
import { orderCreatedMail } from '../mails';
import { answerOrder, paymentLink, toOrder, toOrderDetail } from '../order-view';
import { perMember } from '../rate-limits';

/** A member's order list is not paged: it shows this many of the newest. */
const MEMBER_ORDERS = 200;

/**
 * A member's product orders: create (server-priced, with its pay code), read their own, cancel.
 * A member has at most one open order per product: asking again while one awaits payment
 * returns that order (200, same pay code), so "Purchase Now" resumes instead of duplicating.
 */
export function orderRoutes(app: ZodApp, { db, settings, config }: StoreContext): void {
  const handle = settings.cashappHandle;
  const orderUrl = (id: string) => new URL(store.orderPath(id), config.SITE_URL).toString();

  route(app, store.endpoints.createOrder, { config: perMember(30) }, async (req, reply) => {
    const user = requireUser(req);
    const ref = req.body.product;
    const result = await idempotent(db, req, 'orders', async (trx) => {
      const product = await productToOrder(trx, ref);
      if (!product) throw notFound('This product is not available.');
      await lockPurchase(trx, user.id, product.id);
      if (await ownsProduct(trx, user.id, product)) throw conflict(`You already own ${product.title}.`);
      const open = await openProductOrder(trx, user.id, product.id);
      if (open?.status === 'pending_payment') return { status: 200, body: await toOrderDetail(trx, open, handle) };
      if (open) throw conflict(`Your payment for ${product.title} (order ${open.pay_code}) is under review. We will e-mail you once it is confirmed.`);
      const { row, history } = await insertOrder(
        trx,
        {
          user_id: user.id,
          kind: 'product',
          product_id: product.id,
          resource_id: null,
          amount_cents: product.price_cents,
          customer_email: user.email,
          customer_name: user.name,
        },
        { product },
      );
      if (user.email) {
        const link = paymentLink(row, handle);
        await enqueueMail(
          trx,
          orderCreatedMail({ to: user.email, pay_code: row.pay_code, title: product.title, amount_cents: row.amount_cents }, link.url, orderUrl(row.id)),
        );
      }
      return { status: 201, body: await toOrderDetail(trx, row, handle, history) };
    });
    return answerOrder(reply, result);
  });

  route(app, store.endpoints.orders, async (req) => {
    const rows = await listMemberOrders(db, requireUser(req).id, { kind: req.query.kind, limit: MEMBER_ORDERS });
    return { items: rows.map((r) => toOrder(r, handle)) };
  });

  // Where the member stands with each product, for the purchase buttons: owned, or an order to resume.
  route(app, store.endpoints.purchases, async (req) => ({ items: await productStandings(db, requireUser(req).id, handle) }));

  route(app, store.endpoints.order, async (req) => {
    const user = requireUser(req);
    return toOrderDetail(db, await findOrder(db, req.params.id, user.id), handle);
  });

  route(app, store.endpoints.cancelOrder, async (req) => {
    const user = requireUser(req);
    return db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, req.params.id, user.id, true);
      if (!store.canCancel(order))
        throw conflict(`Only an order awaiting payment can be cancelled; this one is ${store.STATUS_LABELS[order.status].toLowerCase()}.`);
      await setStatus(trx, order.id, 'cancelled', user.id, 'Cancelled by the member');
      await audit(
        trx,
        user,
        'store.order.cancel',
        { type: 'order', id: order.id },
        { pay_code: order.pay_code, amount_cents: order.amount_cents, by: 'member' },
      );
      return toOrderDetail(trx, await findOrder(trx, order.id), handle);
    });
  });
}
