import { randomUUID } from 'node:crypto';
import { TINY_PNG } from '@sqw/service-kit';
import { createOrder, outbox, startStore, uploadProof, type Harness } from './helpers';
import { countRows } from '@sqw/service-kit/testing';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const storedProofs = async () => (await t.db.selectFrom('orders').select('proof_key').where('proof_key', 'is not', null).execute()).length;

describe('payment proofs', () => {
  it('stores a proof image with its note, moves the order to proof_submitted and mails both sides', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    const res = await uploadProof(t, m.auth, order.id, TINY_PNG, 'Paid from $ada at 3pm');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'proof_submitted', has_proof: true, note: 'Paid from $ada at 3pm' });
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'proof_submitted']);
    const kinds = (await outbox(t)).map((x) => x.kind);
    expect(kinds).toEqual(expect.arrayContaining(['store.proof_received', 'store.proof_notice']));
    const image = await t.app.inject({ url: `/orders/${order.id}/proof`, headers: m.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('no-store');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.app.inject({ url: `/orders/${order.id}/proof`, headers: t.admin })).statusCode).toBe(200);
  });

  it("answers 404 for another member's order or proof and changes nothing", async () => {
    const alice = await t.member();
    const bob = await t.member();
    const order = (await createOrder(t, alice.auth)).json();
    const res = await uploadProof(t, bob.auth, order.id);
    expect(res.statusCode).toBe(404);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending_payment', proof_key: null });
    expect((await uploadProof(t, alice.auth, order.id)).statusCode).toBe(201);
    expect((await t.app.inject({ url: `/orders/${order.id}/proof`, headers: bob.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/orders/${order.id}/proof` })).statusCode).toBe(401);
    expect((await uploadProof(t, alice.auth, randomUUID())).statusCode).toBe(404);
  });

  it('refuses non-images by content and files over 10 MB', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    const before = await storedProofs();
    const fake = await uploadProof(t, m.auth, order.id, Buffer.from('%PDF-1.4 not an image'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toMatch(/image/i);
    const big = await uploadProof(t, m.auth, order.id, Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(big.statusCode).toBe(413);
    const longNote = await uploadProof(t, m.auth, order.id, TINY_PNG, 'x'.repeat(1001));
    expect(longNote.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/orders/${order.id}/proof`,
      payload: {},
      headers: { ...m.auth, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(415);
    expect(await storedProofs()).toBe(before);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('pending_payment');
  });

  it('refuses a proof for an order that is not awaiting one', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    expect((await uploadProof(t, m.auth, order.id)).statusCode).toBe(201);
    const events = await countRows(t, 'order_events');
    const again = await uploadProof(t, m.auth, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/proof submitted/);
    const cancelled = (await createOrder(t, m.auth, 'hourly-coaching')).json();
    await t.app.inject({ method: 'POST', url: `/orders/${cancelled.id}/cancel`, headers: m.auth });
    expect((await uploadProof(t, m.auth, cancelled.id)).statusCode).toBe(409);
    expect(await countRows(t, 'order_events')).toBe(events + 2);
  });

  it('accepts only one of two concurrent uploads for the same order', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    const results = await Promise.all([uploadProof(t, m.auth, order.id), uploadProof(t, m.auth, order.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const image = await t.app.inject({ url: `/orders/${order.id}/proof`, headers: m.auth });
    expect(image.statusCode).toBe(200);
  });
});
