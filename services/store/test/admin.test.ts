import { randomUUID } from 'node:crypto';
import { fillPath, store } from '@sqw/contracts';
import { multipartBody, TINY_PNG } from '@sqw/service-kit';
import { resourcePdf } from '../src/pdf';
import { createOrder, json, outbox, startStore, uploadProof, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: json(headers) });
const auditActions = async () => (await t.db.selectFrom('audit_log').select('action').execute()).map((a) => a.action);

describe('store.adminEndpoints', () => {
  it.each(Object.entries(store.adminEndpoints))('%s is a route of the service, under /admin/', (_, endpoint) => {
    expect(endpoint.service).toBe('store');
    expect(endpoint.path.startsWith('/admin/')).toBe(true);
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it.each(Object.entries(store.adminEndpoints))('%s refuses a visitor and a member', async (_, endpoint) => {
    const url = fillPath(endpoint.path, { id: randomUUID(), user_id: randomUUID() });
    const m = await t.member();
    const body = endpoint.method === 'GET' ? undefined : {};
    expect((await t.app.inject({ method: endpoint.method, url, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: endpoint.method, url, payload: body, headers: m.auth })).statusCode).toBe(403);
  });

  it("an order's proof_url is its proof endpoint", async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth, 'hourly-coaching')).json();
    await uploadProof(t, m.auth, order.id);
    const view = (await t.app.inject({ url: fillPath(store.adminEndpoints.order.path, { id: order.id }), headers: t.admin })).json() as store.AdminOrder;
    expect(view.proof_url).toBe(fillPath(store.adminEndpoints.orderProof.path, { id: order.id }));
    const proof = await t.app.inject({ url: view.proof_url!, headers: t.admin });
    expect([proof.statusCode, proof.headers['content-type']]).toEqual([200, 'image/png']);
  });
});

describe('admin authorization', () => {
  it.each([
    ['GET', '/admin/orders'],
    ['GET', `/admin/orders/${randomUUID()}`],
    ['POST', `/admin/orders/${randomUUID()}/mark-paid`],
    ['POST', `/admin/orders/${randomUUID()}/reject`],
    ['GET', '/admin/resources'],
    ['POST', '/admin/resources'],
    ['GET', '/admin/revenue'],
    ['GET', '/admin/revenue.csv'],
  ])('%s %s needs a signed-in admin', async (method, url) => {
    const m = await t.member();
    const anon = await t.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(anon.statusCode).toBe(401);
    const member = await t.app.inject({ method: method as 'GET', url, headers: m.auth, payload: method === 'POST' ? {} : undefined });
    expect(member.statusCode).toBe(403);
  });

  it('does not let a member mark their own order paid', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    expect((await post(`/admin/orders/${order.id}/mark-paid`, {}, m.auth)).statusCode).toBe(403);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('pending_payment');
  });
});

describe('payment review', () => {
  it('marks an order paid with a mail and an audit entry, once', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth, 'hourly-coaching')).json();
    await uploadProof(t, m.auth, order.id);
    const view = (await t.app.inject({ url: `/admin/orders/${order.id}`, headers: t.admin })).json();
    expect(view).toMatchObject({ status: 'proof_submitted', customer_email: m.email, proof_url: `/admin/orders/${order.id}/proof` });
    const proof = await t.app.inject({ url: view.proof_url, headers: t.admin });
    expect(proof.rawPayload.equals(TINY_PNG)).toBe(true);

    const res = await post(`/admin/orders/${order.id}/mark-paid`, { note: 'Cash App payment seen' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', unlock_code: null });
    expect(res.json().paid_at).not.toBeNull();
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'proof_submitted', 'paid']);
    expect((await outbox(t)).filter((x) => x.to_address === m.email).map((x) => x.kind)).toContain('store.order_paid');
    expect(await auditActions()).toContain('store.order.mark_paid');
    expect((await post(`/admin/orders/${order.id}/mark-paid`, {})).statusCode).toBe(409);
    expect((await post(`/admin/orders/${order.id}/reject`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('rejects with a reason the member sees and is mailed', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    expect((await post(`/admin/orders/${order.id}/reject`, {})).statusCode).toBe(400);
    expect((await post(`/admin/orders/${order.id}/reject`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const res = await post(`/admin/orders/${order.id}/reject`, { reason: 'No matching payment found' });
    expect(res.statusCode).toBe(200);
    const mine = (await t.app.inject({ url: `/orders/${order.id}`, headers: m.auth })).json();
    expect(mine).toMatchObject({ status: 'rejected', reject_reason: 'No matching payment found' });
    const mail = (await outbox(t)).find((x) => x.to_address === m.email && x.kind === 'store.order_rejected');
    expect(mail?.text_body).toContain('No matching payment found');
    expect(await auditActions()).toContain('store.order.reject');
    expect((await post(`/admin/orders/${randomUUID()}/reject`, { reason: 'Unknown' })).statusCode).toBe(404);
  });

  it('lists orders with filters, search and paging', async () => {
    const m = await t.member();
    const a = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    await createOrder(t, m.auth, 'sqw-course');
    const byCode = (await t.app.inject({ url: `/admin/orders?q=${a.pay_code}`, headers: t.admin })).json();
    expect(byCode.total).toBe(1);
    expect(byCode.items[0].id).toBe(a.id);
    const byEmail = (await t.app.inject({ url: `/admin/orders?q=${encodeURIComponent(m.email)}&limit=1`, headers: t.admin })).json();
    expect([byEmail.total, byEmail.total_capped]).toEqual([2, false]);
    expect(byEmail.items).toHaveLength(1);
    const rest = (await t.app.inject({ url: `/admin/orders?q=${encodeURIComponent(m.email)}&limit=1&after=${byEmail.next}`, headers: t.admin })).json();
    expect(rest.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
    expect(rest.next).toBeNull();
    const paid = (await t.app.inject({ url: '/admin/orders?status=paid&kind=product', headers: t.admin })).json();
    expect(paid.items.every((o: { status: string; kind: string }) => o.status === 'paid' && o.kind === 'product')).toBe(true);
    expect((await t.app.inject({ url: '/admin/orders?q=%25', headers: t.admin })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/admin/orders?status=shipped', headers: t.admin })).statusCode).toBe(400);
  });

  it('reports revenue from paid orders by day, with a CSV', async () => {
    const before = (await t.app.inject({ url: '/admin/revenue?days=7', headers: t.admin })).json();
    const m = await t.member();
    const order = (await createOrder(t, m.auth, 'sqw-full-bundle')).json();
    await post(`/admin/orders/${order.id}/mark-paid`, {});
    const after = (await t.app.inject({ url: '/admin/revenue?days=7', headers: t.admin })).json();
    expect(after.by_day).toHaveLength(7);
    expect(after.total_cents - before.total_cents).toBe(300_000);
    expect(after.paid_orders - before.paid_orders).toBe(1);
    expect(after.by_day[6].amount_cents - before.by_day[6].amount_cents).toBe(300_000);
    const csv = await t.app.inject({ url: '/admin/revenue.csv?days=7', headers: t.admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Paid orders,Revenue (USD)');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toContain(`,${(after.by_day[6].amount_cents / 100).toFixed(2)}`);
  });
});

describe('resource management', () => {
  const upload = (id: string, data: Buffer, filename = 'guide.pdf') => {
    const { payload, headers } = multipartBody([{ field: 'file', filename, type: 'application/pdf', data }]);
    return t.app.inject({ method: 'PUT', url: `/admin/resources/${id}/file`, payload, headers: { ...headers, ...t.admin } });
  };

  it('creates a draft, takes only a real PDF, then publishes it', async () => {
    const input = {
      title: 'Credit Score Repair Guide',
      category: 'Building Wealth',
      description: 'How scores are built and how to raise yours.',
      premium: true,
    };
    expect((await post('/admin/resources', { ...input, is_published: true })).statusCode).toBe(409);
    const created = await post('/admin/resources', input);
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ slug: 'credit-score-repair-guide', is_published: false, has_file: false, price_cents: 500 });
    expect((await t.app.inject({ method: 'PATCH', url: `/admin/resources/${r.id}`, payload: { is_published: true }, headers: json(t.admin) })).statusCode).toBe(
      409,
    );
    expect((await upload(r.id, TINY_PNG, 'fake.pdf')).statusCode).toBe(415);
    const pdf = await resourcePdf({ title: 'Credit Score Repair Guide', blocks: [{ paragraphs: ['Pay on time, keep balances low.'] }] });
    const up = await upload(r.id, pdf, 'credit guide');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ has_file: true, file_size: pdf.length, file_name: 'credit_guide.pdf' });
    const pub = await t.app.inject({
      method: 'PATCH',
      url: `/admin/resources/${r.id}`,
      payload: { is_published: true, price_cents: 700 },
      headers: json(t.admin),
    });
    expect(pub.json()).toMatchObject({ is_published: true, price_cents: 700 });
    const listed = (await t.app.inject('/resources')).json().items;
    expect(listed.map((x: { id: string }) => x.id)).toContain(r.id);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/admin/resources/${r.id}`, payload: { category: 'Gardening' }, headers: json(t.admin) })).statusCode,
    ).toBe(400);
    await t.app.inject({ method: 'PATCH', url: `/admin/resources/${r.id}`, payload: { is_published: false }, headers: json(t.admin) });
    expect((await t.app.inject('/resources')).json().items.map((x: { id: string }) => x.id)).not.toContain(r.id);
    expect(await auditActions()).toEqual(expect.arrayContaining(['store.resource.create', 'store.resource.replace_file', 'store.resource.update']));
  });

  it('serves a replaced file instead of the built-in one', async () => {
    const free = await t.db.selectFrom('resources').select('id').where('slug', '=', 'secure-your-accounts').executeTakeFirstOrThrow();
    const pdf = await resourcePdf({ title: 'Updated Security Guide 2025', blocks: [] });
    expect((await upload(free.id, pdf)).statusCode).toBe(200);
    const res = await t.app.inject(`/resources/${free.id}/file`);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
