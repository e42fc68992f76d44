import { randomUUID } from 'node:crypto';
import { createOrder, json, outbox, startStore, type Harness } from './helpers';
import { countRows } from '@sqw/service-kit/testing';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

describe('creating orders', () => {
  it('prices the order on the server and gives it a pay code, a history and a created mail', async () => {
    const m = await t.member();
    const res = await createOrder(t, m.auth, 'sqw-course');
    expect(res.statusCode).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({
      kind: 'product',
      status: 'pending_payment',
      amount_cents: 100_000,
      item: { slug: 'sqw-course', title: 'Full Sovereign Course', type: 'course' },
    });
    expect(o.pay_code).toMatch(/^SQW-[A-Z2-9]{8}$/);
    expect(o.payment).toEqual({ handle: '$SQWCoaching', amount: '1000.00', url: 'https://cash.app/$SQWCoaching/1000', note: null });
    expect(o.history.map((h: { status: string }) => h.status)).toEqual(['pending_payment']);
    const mails = (await outbox(t)).filter((x) => x.to_address === m.email);
    expect(mails).toEqual([expect.objectContaining({ kind: 'store.order_created' })]);
    expect(mails[0].text_body).toContain(o.pay_code);
    expect(mails[0].text_body).toContain('$1,000.00');
  });

  it('answers a new order exactly as the order reads back afterwards', async () => {
    for (const product of ['sqw-course', 'hourly-coaching']) {
      const m = await t.member();
      const created = await createOrder(t, m.auth, product);
      expect(created.statusCode).toBe(201);
      const read = await t.app.inject({ url: `/orders/${created.json().id}`, headers: m.auth });
      expect(created.json()).toEqual(read.json());
    }
  });

  it('accepts a product id as well as a slug', async () => {
    const m = await t.member();
    const product = await t.db.selectFrom('products').select(['id', 'price_cents']).where('slug', '=', 'hourly-coaching').executeTakeFirstOrThrow();
    const res = await createOrder(t, m.auth, product.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().amount_cents).toBe(5_000);
  });

  it('refuses visitors, unknown and inactive products, client-sent amounts and malformed bodies, changing nothing', async () => {
    const m = await t.member();
    const before = await countRows(t, 'orders');
    expect((await t.app.inject({ method: 'POST', url: '/orders', payload: { product: 'sqw-course' }, headers: json() })).statusCode).toBe(401);
    expect((await createOrder(t, m.auth, 'no-such-product')).statusCode).toBe(404);
    expect((await createOrder(t, m.auth, randomUUID())).statusCode).toBe(404);
    await t.db.updateTable('products').set({ is_active: false }).where('slug', '=', 'sqw-blueprint').execute();
    const inactive = await createOrder(t, m.auth, 'sqw-blueprint');
    await t.db.updateTable('products').set({ is_active: true }).where('slug', '=', 'sqw-blueprint').execute();
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.message).toBe('This product is not available.');
    const tampered = await t.app.inject({ method: 'POST', url: '/orders', payload: { product: 'sqw-course', amount_cents: 1 }, headers: json(m.auth) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('validation_failed');
    const bad = await t.app.inject({ method: 'POST', url: '/orders', payload: '{"product":', headers: json(m.auth) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/orders', payload: { product: 'x'.repeat(101) }, headers: json(m.auth) })).statusCode).toBe(400);
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('never repeats a pay code when many orders are created at once', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => t.member()));
    const results = await Promise.all(members.map((m) => createOrder(t, m.auth, 'hourly-coaching')));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const codes = results.map((r) => r.json().pay_code);
    expect(new Set(codes).size).toBe(40);
    const dupes = await t.db.selectFrom('orders').select('pay_code').groupBy('pay_code').having(t.db.fn.countAll(), '>', 1).execute();
    expect(dupes).toEqual([]);
    // Forty members and orders at once: on a loaded 2-core machine this outlasts Jest's default 5 s.
  }, 30_000);

  it('returns the same order for a retried request with the same Idempotency-Key', async () => {
    const m = await t.member();
    const key = randomUUID();
    const before = await countRows(t, 'orders');
    const [a, b] = await Promise.all([
      createOrder(t, m.auth, 'sqw-course', { 'idempotency-key': key }),
      createOrder(t, m.auth, 'sqw-course', { 'idempotency-key': key }),
    ]);
    const c = await createOrder(t, m.auth, 'sqw-course', { 'idempotency-key': key });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(a.json().pay_code).toBe(c.json().pay_code);
    expect(await countRows(t, 'orders')).toBe(before + 1);
    // The same key from another member is a different request.
    const other = await t.member();
    const d = await createOrder(t, other.auth, 'sqw-course', { 'idempotency-key': key });
    expect(d.json().id).not.toBe(a.json().id);
  });
});

describe('reading and cancelling orders', () => {
  it('shows a member only their own orders; anyone else gets 404', async () => {
    const alice = await t.member();
    const bob = await t.member();
    const order = (await createOrder(t, alice.auth)).json();
    const mine = (await t.app.inject({ url: '/orders', headers: alice.auth })).json().items;
    expect(mine.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await t.app.inject({ url: '/orders', headers: bob.auth })).json().items).toEqual([]);
    expect((await t.app.inject({ url: `/orders/${order.id}`, headers: alice.auth })).json().pay_code).toBe(order.pay_code);
    const peek = await t.app.inject({ url: `/orders/${order.id}`, headers: bob.auth });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.code).toBe('not_found');
    expect((await t.app.inject({ url: `/orders/${order.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/orders/not-a-uuid', headers: alice.auth })).statusCode).toBe(400);
  });

  it('lets a member cancel their pending order once, and nobody else', async () => {
    const alice = await t.member();
    const bob = await t.member();
    const order = (await createOrder(t, alice.auth)).json();
    expect((await t.app.inject({ method: 'POST', url: `/orders/${order.id}/cancel`, headers: bob.auth })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/orders/${order.id}/cancel`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'cancelled']);
    expect((await t.app.inject({ method: 'POST', url: `/orders/${order.id}/cancel`, headers: alice.auth })).statusCode).toBe(409);
  });
});
