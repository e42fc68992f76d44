import { randomUUID } from 'node:crypto';
import { store } from '@sqw/contracts';
import { createOrder, json, outbox, paidOrder, resourceBySlug, startStore, uploadProof, type Harness } from './helpers';
import { countRows } from '@sqw/service-kit/testing';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const cancel = (auth: Record<string, string>, id: string) => t.app.inject({ method: 'POST', url: `/orders/${id}/cancel`, headers: auth });
const purchases = async (auth: Record<string, string>) => {
  const res = await t.app.inject({ url: '/purchases', headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: store.ProductStanding[] }).items;
};
const buyer = { name: 'Ada Sovereign', email: 'ada@example.com', cashtag: '$AdaS', message: '' };
const buyResource = (auth: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/resources/${id}/orders`, payload: buyer, headers: json(auth) });

describe('cancelling a pending order', () => {
  it("cancels the owner's pending order with history and an audit entry; a new purchase then starts afresh", async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    const res = await cancel(m.auth, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(res.json().history).toEqual([
      expect.objectContaining({ status: 'pending_payment' }),
      expect.objectContaining({ status: 'cancelled', note: 'Cancelled by the member' }),
    ]);
    const audit = (await t.app.inject({ url: '/admin/audit?limit=200', headers: t.admin })).json().items as {
      action: string;
      actor_id: string;
      target_id: string;
    }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'store.order.cancel', actor_id: m.id, target_id: order.id }));
    const again = await createOrder(t, m.auth, 'sqw-blueprint');
    expect(again.statusCode).toBe(201);
    expect(again.json().pay_code).not.toBe(order.pay_code);
  });

  it("answers 404 for another member's order or an unknown one, and 401 for a visitor, changing nothing", async () => {
    const alice = await t.member();
    const bob = await t.member();
    const order = (await createOrder(t, alice.auth, 'sqw-blueprint')).json();
    const events = await countRows(t, 'order_events');
    const foreign = await cancel(bob.auth, order.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'not_found', message: 'This order does not exist.' });
    expect((await cancel(bob.auth, randomUUID())).statusCode).toBe(404);
    expect((await cancel({}, order.id)).statusCode).toBe(401);
    expect((await cancel(alice.auth, 'not-a-uuid')).statusCode).toBe(400);
    expect(await countRows(t, 'order_events')).toBe(events);
    expect((await t.app.inject({ url: `/orders/${order.id}`, headers: alice.auth })).json().status).toBe('pending_payment');
  });

  it('refuses (409) once a proof is under review, once paid, and a second time', async () => {
    const m = await t.member();
    const reviewed = (await createOrder(t, m.auth, 'sqw-course')).json();
    expect((await uploadProof(t, m.auth, reviewed.id)).statusCode).toBe(201);
    const underReview = await cancel(m.auth, reviewed.id);
    expect(underReview.statusCode).toBe(409);
    expect(underReview.json().error.message).toBe('Only an order awaiting payment can be cancelled; this one is proof submitted.');
    const paid = await paidOrder(t, m.auth, 'hourly-coaching');
    expect((await cancel(m.auth, paid.id)).json().error.message).toMatch(/this one is paid/);
    const once = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    expect((await cancel(m.auth, once.id)).statusCode).toBe(200);
    expect((await cancel(m.auth, once.id)).statusCode).toBe(409);
    const statuses = await t.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', [reviewed.id, paid.id]).orderBy('id').execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['paid', 'proof_submitted']);
  });

  it('cancels a pending resource order too', async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'stock-market-basics');
    const order = (await buyResource(m.auth, r.id)).json();
    expect((await cancel(m.auth, order.id)).json().status).toBe('cancelled');
  });
});

describe('one open order per member and product', () => {
  it('returns the pending order (200, same pay code) instead of creating a second, with one created mail', async () => {
    const m = await t.member();
    const first = await createOrder(t, m.auth, 'sqw-course');
    expect(first.statusCode).toBe(201);
    const before = await countRows(t, 'orders');
    const second = await createOrder(t, m.auth, 'sqw-course');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, pay_code: first.json().pay_code, status: 'pending_payment' });
    // By id as well as by slug: the same product.
    const product = await t.db.selectFrom('products').select('id').where('slug', '=', 'sqw-course').executeTakeFirstOrThrow();
    expect((await createOrder(t, m.auth, product.id)).json().id).toBe(first.json().id);
    expect(await countRows(t, 'orders')).toBe(before);
    expect((await outbox(t)).filter((x) => x.to_address === m.email && x.kind === 'store.order_created')).toHaveLength(1);
    // Another product is another order.
    expect((await createOrder(t, m.auth, 'sqw-blueprint')).statusCode).toBe(201);
  });

  it('creates only one order from simultaneous requests without an Idempotency-Key', async () => {
    const m = await t.member();
    const results = await Promise.all(Array.from({ length: 6 }, () => createOrder(t, m.auth, 'hourly-coaching')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.selectFrom('orders').select('id').where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a new order while a proof is under review, and for a course the member owns', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth, 'sqw-course')).json();
    await uploadProof(t, m.auth, order.id);
    const review = await createOrder(t, m.auth, 'sqw-course');
    expect(review.statusCode).toBe(409);
    expect(review.json().error.message).toBe(
      `Your payment for Full Sovereign Course (order ${order.pay_code}) is under review. We will e-mail you once it is confirmed.`,
    );
    await t.app.inject({ method: 'POST', url: `/admin/orders/${order.id}/mark-paid`, payload: {}, headers: json(t.admin) });
    const owned = await createOrder(t, m.auth, 'sqw-course');
    expect(owned.statusCode).toBe(409);
    expect(owned.json().error.message).toBe('You already own Full Sovereign Course.');
  });

  it('counts courses from the bundle as owned, while coaching hours can be bought again', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'sqw-full-bundle');
    for (const slug of ['sqw-course', 'sqw-blueprint', 'sqw-full-bundle']) expect((await createOrder(t, m.auth, slug)).statusCode).toBe(409);
    await paidOrder(t, m.auth, 'hourly-coaching');
    expect((await createOrder(t, m.auth, 'hourly-coaching')).statusCode).toBe(201);
  });

  it('returns the open resource order instead of a second one', async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'crypto-fundamentals');
    const first = await buyResource(m.auth, r.id);
    const second = await buyResource(m.auth, r.id);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().pay_code).toBe(first.json().pay_code);
  });
});

describe("a member's standing with each product (/purchases)", () => {
  it('lists the order to resume, the one under review and what is owned, with the course to go to', async () => {
    const m = await t.member();
    expect(await purchases(m.auth)).toEqual([]);
    const pending = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    const reviewed = (await createOrder(t, m.auth, 'hourly-coaching')).json();
    await uploadProof(t, m.auth, reviewed.id);
    await paidOrder(t, m.auth, 'sqw-course');
    const items = await purchases(m.auth);
    const of = (slug: string) => items.find((i) => i.product === slug);
    expect(of('sqw-blueprint')).toMatchObject({
      owned: false,
      course: null,
      open_order: { id: pending.id, pay_code: pending.pay_code, status: 'pending_payment' },
    });
    expect(of('hourly-coaching')).toMatchObject({ owned: false, open_order: { id: reviewed.id, status: 'proof_submitted' } });
    expect(of('sqw-course')).toMatchObject({ owned: true, course: expect.any(String), open_order: null });
    const course = of('sqw-course')!.course!;
    expect((await t.app.inject({ url: `/courses/${course}`, headers: m.auth })).json().entitled).toBe(true);
    expect(items).toHaveLength(3);
    // Another member sees none of it; a visitor is asked to sign in.
    expect(await purchases((await t.member()).auth)).toEqual([]);
    expect((await t.app.inject({ url: '/purchases' })).statusCode).toBe(401);
  });
});

describe('instructions that match what happens', () => {
  it('links the product order mail to the order on the dashboard, where the proof is uploaded', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    const mail = (await outbox(t)).find((x) => x.to_address === m.email && x.kind === 'store.order_created')!;
    expect(mail.text_body).toContain(`/dashboard?tab=orders&order=${order.id}`);
    expect(mail.text_body).toMatch(/upload a screenshot of the payment on your order page/);
  });

  it('asks for no proof in the resource order mail, and refuses a proof for a resource order', async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'passive-income-blueprint');
    const order = (await buyResource(m.auth, r.id)).json();
    const mail = (await outbox(t)).find((x) => x.to_address === buyer.email && x.kind === 'store.order_created' && x.text_body.includes(order.pay_code))!;
    expect(mail.text_body).not.toMatch(/upload your payment proof/i);
    expect(mail.text_body).toContain('There is nothing to upload');
    expect(mail.text_body).toContain('from $AdaS');
    expect(mail.text_body).toContain(`/dashboard?tab=orders&order=${order.id}`);
    const proof = await uploadProof(t, m.auth, order.id);
    expect(proof.statusCode).toBe(409);
    expect(proof.json().error.message).toBe(store.MESSAGES.resourceNeedsNoProof(order.pay_code));
    expect(await t.db.selectFrom('orders').select(['status', 'proof_key']).where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending_payment',
      proof_key: null,
    });
  });

  it("words the admin's proof section by what each order kind gets", async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'estate-trust-primer');
    const resourceOrder = (await buyResource(m.auth, r.id)).json();
    const admin = (await t.app.inject({ url: `/admin/orders/${resourceOrder.id}`, headers: t.admin })).json() as store.AdminOrder;
    expect(store.proofSectionText(admin)).toBe(
      `Resource orders have no proof upload: confirm a Cash App payment from $AdaS with the note ${resourceOrder.pay_code}.`,
    );
    const productOrder = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    const product = (await t.app.inject({ url: `/admin/orders/${productOrder.id}`, headers: t.admin })).json() as store.AdminOrder;
    expect(store.proofSectionText(product)).toBe('No proof has been uploaded yet.');
    await uploadProof(t, m.auth, productOrder.id);
    expect(store.proofSectionText((await t.app.inject({ url: `/admin/orders/${productOrder.id}`, headers: t.admin })).json())).toBeNull();
  });
});
