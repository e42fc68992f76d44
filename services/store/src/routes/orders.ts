import { IdParam, store } from '@sqw/contracts';
import { conflict, enqueueMail, notFound, requireUser, type ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import { storeIdempotent } from '../idempotent';
import { perMember } from '../rate-limits';
import type { StoreContext } from '../context';
import { orderCreatedMail } from '../mails';
import { orderQuery, paymentLink, toOrder, toOrderDetail } from '../order-view';
import { findOrder, insertOrder, setStatus } from '../orders-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's product orders: create (server-priced, with its pay code), read their own, cancel. */
export function orderRoutes(app: ZodApp, { db, settings }: StoreContext): void {
  const handle = settings.cashappHandle;

  app.post(
    '/orders',
    { config: perMember(30), schema: { body: store.CreateOrder, response: { 201: store.OrderDetail } } },
    async (req, reply) => {
      const user = requireUser(req);
      const ref = req.body.product;
      const result = await storeIdempotent(db, req, 'orders', async (trx) => {
        const product = await trx
          .selectFrom('products')
          .selectAll()
          .where(UUID.test(ref) ? 'id' : 'slug', '=', ref)
          .where('is_active', '=', true)
          .executeTakeFirst();
        if (!product) throw notFound('This product is not available.');
        const { id } = await insertOrder(trx, {
          user_id: user.id,
          kind: 'product',
          product_id: product.id,
          resource_id: null,
          amount_cents: product.price_cents,
          customer_email: user.email,
          customer_name: user.name,
        });
        const row = await findOrder(trx, id);
        if (user.email) {
          const link = paymentLink(row, handle);
          await enqueueMail(trx, orderCreatedMail({ to: user.email, pay_code: row.pay_code, title: product.title, amount_cents: row.amount_cents }, link.url));
        }
        return { status: 201, body: await toOrderDetail(trx, row, handle) };
      });
      return reply.code(201).send(result.body);
    },
  );

  app.get(
    '/orders',
    { schema: { querystring: z.object({ kind: store.OrderKind.optional() }), response: { 200: store.OrderList } } },
    async (req) => {
      const user = requireUser(req);
      let q = orderQuery(db).where('o.user_id', '=', user.id);
      if (req.query.kind) q = q.where('o.kind', '=', req.query.kind);
      const rows = await q.orderBy('o.created_at', 'desc').limit(200).execute();
      return { items: rows.map((r) => toOrder(r, handle)) };
    },
  );

  app.get('/orders/:id', { schema: { params: IdParam, response: { 200: store.OrderDetail } } }, async (req) => {
    const user = requireUser(req);
    return toOrderDetail(db, await findOrder(db, req.params.id, user.id), handle);
  });

  app.post('/orders/:id/cancel', { schema: { params: IdParam, response: { 200: store.OrderDetail } } }, async (req) => {
    const user = requireUser(req);
    return db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, req.params.id, user.id, true);
      if (order.status !== 'pending_payment') throw conflict(`Only an order awaiting payment can be cancelled; this one is ${store.STATUS_LABELS[order.status].toLowerCase()}.`);
      await setStatus(trx, order.id, 'cancelled', user.id, 'Cancelled by the member');
      return toOrderDetail(trx, await findOrder(trx, order.id), handle);
    });
  });
}
