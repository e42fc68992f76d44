import { randomUUID } from 'node:crypto';
import type { store } from '@sqw/contracts';
import { createStoreService } from '../src/service';
import { encodeClaims, loadSigningKey, signLink } from '../src/signing';
import { json, outbox, resourceBySlug, startStore, type Harness } from './helpers';
import { countRows } from '@sqw/service-kit/testing';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const buyer = { name: 'Ada Sovereign', email: 'ada@example.com', cashtag: '$AdaS', message: 'Sent from my phone' };
const buy = (auth: Record<string, string>, id: string, body: object = buyer) =>
  t.app.inject({ method: 'POST', url: `/resources/${id}/orders`, payload: body, headers: json(auth) });
const unlock = (auth: Record<string, string>, id: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/resources/${id}/unlock`, payload: { code }, headers: json(auth) });
const markPaid = (orderId: string) => t.app.inject({ method: 'POST', url: `/admin/orders/${orderId}/mark-paid`, payload: {}, headers: json(t.admin) });
/** A new member's paid order of the resource `slug`, with the unlock code the paid order carries. */
async function paidResource(slug: string) {
  const m = await t.member();
  const r = await resourceBySlug(t, slug);
  const order = (await buy(m.auth, r.id)).json();
  await markPaid(order.id);
  const code = (await t.db.selectFrom('orders').select('unlock_code').where('id', '=', order.id).executeTakeFirstOrThrow()).unlock_code!;
  return { m, r, order, code };
}
const isPdf = (b: Buffer) => b.subarray(0, 5).toString() === '%PDF-' && b.toString('latin1').trimEnd().endsWith('%%EOF');

describe('the resource library', () => {
  it('lists eight resources in four categories, the first two free', async () => {
    const m = await t.member();
    const items = (await t.app.inject({ url: '/resources', headers: m.auth })).json().items as store.Resource[];
    expect(items).toHaveLength(8);
    expect(new Set(items.map((r) => r.category))).toEqual(new Set(['Account Setup', 'Education', 'Building Wealth', 'Wealth Protection']));
    expect(items.map((r) => r.premium)).toEqual([false, false, true, true, true, true, true, true]);
    expect(items.filter((r) => r.premium).every((r) => r.price_cents === 500 && !r.purchased && !r.downloadable)).toBe(true);
    expect(items.slice(0, 2).every((r) => r.downloadable)).toBe(true);
  });

  it('serves the free files to anyone as real PDFs', async () => {
    const free = await resourceBySlug(t, 'account-setup-checklist');
    const res = await t.app.inject(`/resources/${free.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('account-setup-checklist.pdf');
    expect(isPdf(res.rawPayload)).toBe(true);
    expect(res.rawPayload.toString('latin1')).toContain('Account Setup Checklist');
    const link = (await t.app.inject(`/resources/${free.id}/download-link`)).json();
    expect(isPdf((await t.app.inject(link.url)).rawPayload)).toBe(true);
  });

  it('refuses a premium file without entitlement', async () => {
    const premium = await resourceBySlug(t, 'crypto-fundamentals');
    const m = await t.member();
    expect((await t.app.inject(`/resources/${premium.id}/file`)).statusCode).toBe(403);
    expect((await t.app.inject(`/resources/${premium.id}/download-link`)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/resources/${premium.id}/download-link`, headers: m.auth })).statusCode).toBe(403);
    expect((await t.app.inject(`/resources/${randomUUID()}/download-link`)).statusCode).toBe(404);
  });
});

describe('buying and unlocking a premium resource', () => {
  it('validates the payment details form and changes nothing on bad input', async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'stock-market-basics');
    const before = await countRows(t, 'orders');
    const missing = await buy(m.auth, r.id, { ...buyer, name: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual(expect.arrayContaining([{ path: 'name', message: 'Please fill out all required fields' }]));
    expect((await buy(m.auth, r.id, { ...buyer, cashtag: '' })).json().error.details[0].message).toBe('Please fill out all required fields');
    expect((await buy(m.auth, r.id, { ...buyer, email: 'nope' })).statusCode).toBe(400);
    expect((await buy(m.auth, r.id, { ...buyer, amount_cents: 1 })).statusCode).toBe(400);
    expect((await buy(m.auth, r.id, { ...buyer, test: true })).statusCode).toBe(400);
    expect((await buy({}, r.id)).statusCode).toBe(401);
    const free = await resourceBySlug(t, 'secure-your-accounts');
    expect((await buy(m.auth, free.id)).statusCode).toBe(409);
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('answers a new order exactly as the order reads back afterwards', async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'passive-income-blueprint');
    const created = await buy(m.auth, r.id);
    expect(created.statusCode).toBe(201);
    const read = await t.app.inject({ url: `/orders/${created.json().id}`, headers: m.auth });
    expect(created.json()).toEqual(read.json());
  });

  it('issues a code only once paid; the right code unlocks the signed download', async () => {
    const m = await t.member();
    const r = await resourceBySlug(t, 'passive-income-blueprint');
    const res = await buy(m.auth, r.id);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ kind: 'resource', amount_cents: 500, unlock_code: null, item: { id: r.id, title: 'Passive Income Blueprint' } });
    expect(order.payment).toEqual({
      handle: '$SQWCoaching',
      amount: '5.00',
      url: `https://cash.app/$SQWCoaching/5?note=${order.pay_code}`,
      note: order.pay_code,
    });
    // Before an admin confirms the payment there is no code to guess.
    const early = await unlock(m.auth, r.id, '1234');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('payment_pending');

    expect((await markPaid(order.id)).statusCode).toBe(200);
    const paid = (await t.app.inject({ url: `/orders/${order.id}`, headers: m.auth })).json();
    expect(paid.status).toBe('paid');
    expect(paid.unlock_code).toMatch(/^\d{4}$/);
    const mail = (await outbox(t)).find((x) => x.to_address === buyer.email && x.kind === 'store.order_paid');
    expect(mail?.text_body).toContain(paid.unlock_code);

    const other = await t.member();
    expect((await unlock(other.auth, r.id, paid.unlock_code)).statusCode).toBe(404);
    const ok = await unlock(m.auth, r.id, paid.unlock_code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Payment verified! Your download will start shortly.');

    const listed = (await t.app.inject({ url: '/resources', headers: m.auth })).json().items.find((x: store.Resource) => x.id === r.id);
    expect(listed).toMatchObject({ premium: true, purchased: true, downloadable: true });
    const link = await t.app.inject({ url: `/resources/${r.id}/download-link`, headers: m.auth });
    expect(link.statusCode).toBe(200);
    expect(Date.parse(link.json().expires_at)).toBeGreaterThan(Date.now());
    const file = await t.app.inject(link.json().url);
    expect(file.statusCode).toBe(200);
    expect(isPdf(file.rawPayload)).toBe(true);
    expect(file.rawPayload.toString('latin1')).toContain('Passive Income Blueprint');
    expect((await buy(m.auth, r.id)).statusCode).toBe(409);
  });

  it('refuses forged, tampered and expired links', async () => {
    const premium = await resourceBySlug(t, 'estate-trust-primer');
    const key = await loadSigningKey(t.db);
    const m = await t.member();
    const expired = signLink(key, { r: premium.id, u: m.id, exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await t.app.inject(`/files/${expired}`)).statusCode).toBe(403);
    const forged = signLink(Buffer.alloc(32, 7), { r: premium.id, u: m.id, exp: Math.floor(Date.now() / 1000) + 300 });
    expect((await t.app.inject(`/files/${forged}`)).statusCode).toBe(403);
    // A valid signature for a member who is not entitled is no use either.
    const unentitled = signLink(key, { r: premium.id, u: m.id, exp: Math.floor(Date.now() / 1000) + 300 });
    expect((await t.app.inject(`/files/${unentitled}`)).statusCode).toBe(403);
    const free = await resourceBySlug(t, 'account-setup-checklist');
    const good = signLink(key, { r: free.id, u: null, exp: Math.floor(Date.now() / 1000) + 300 });
    const [body] = good.split('.');
    const swapped = encodeClaims({ r: premium.id, u: null, exp: Math.floor(Date.now() / 1000) + 300 });
    expect((await t.app.inject(`/files/${good.replace(body, swapped)}`)).statusCode).toBe(403);
    expect((await t.app.inject(`/files/garbage`)).statusCode).toBe(403);
    expect(good.length).toBeLessThan(100);
  });

  it('locks an order after five wrong codes, even for the right one after', async () => {
    const { m, r, order, code } = await paidResource('life-insurance-guide');
    const wrong = code === '0000' ? '1111' : '0000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await unlock(m.auth, r.id, wrong)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const failed = await unlock(m.auth, r.id, wrong);
    expect(failed.statusCode).toBe(423);
    expect(failed.json().error.message).toMatch(/contact support/);
    expect((await unlock(m.auth, r.id, code)).statusCode).toBe(423);
    expect(await t.db.selectFrom('resource_entitlements').select('user_id').where('user_id', '=', m.id).execute()).toEqual([]);
    // Support can give the member another five tries.
    expect((await t.app.inject({ method: 'POST', url: `/admin/orders/${order.id}/reset-unlock`, headers: t.admin })).statusCode).toBe(200);
    expect((await unlock(m.auth, r.id, code)).statusCode).toBe(200);
  });

  it('answers a wrong code with the wrong-code message and the attempts left', async () => {
    const { m, r, code } = await paidResource('budget-cash-flow-planner');
    const res = await unlock(m.auth, r.id, code === '9999' ? '9998' : '9999');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'verification_failed',
      message: 'Payment verification failed. Please try again or contact support.',
      details: [{ path: 'code', message: '4 attempts left' }],
    });
    expect((await unlock(m.auth, r.id, '12a4')).statusCode).toBe(400);
  });
});

describe('test mode', () => {
  it('takes $1 test payments only when the store runs in test mode', async () => {
    const tm = await startStore({ testMode: true });
    try {
      expect((await tm.app.inject('/config/public')).json().test_mode).toBe(true);
      const m = await tm.member();
      const r = await resourceBySlug(tm, 'crypto-fundamentals');
      const res = await tm.app.inject({ method: 'POST', url: `/resources/${r.id}/orders`, payload: { ...buyer, test: true }, headers: json(m.auth) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ amount_cents: 100, is_test: true });
      expect(res.json().payment.url).toContain('/$SQWCoaching/1?note=');
    } finally {
      await tm.close();
    }
  });

  it('reads its settings from the environment by default', () => {
    expect(createStoreService().name).toBe('store');
  });
});
