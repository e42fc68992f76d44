import { TINY_PNG } from '@sqw/service-kit';
import { sweepOrphanProofs } from '../src/proof-sweep';
import { createOrder, startStore, uploadProof, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

describe('orphan payment proofs', () => {
  it('are deleted once a day old; proofs attached to an order stay', async () => {
    const m = await t.member();
    const order = (await createOrder(t, m.auth)).json();
    expect((await uploadProof(t, m.auth, order.id)).statusCode).toBe(201);
    const { proof_key } = await t.db.selectFrom('orders').select('proof_key').where('id', '=', order.id).executeTakeFirstOrThrow();
    // What a process stopped between storing a proof and committing its order leaves behind.
    const stray = `proofs/${m.id}/${order.id}-proof-left-behind.png`;
    await t.storage.put(stray, TINY_PNG);

    expect(await sweepOrphanProofs(t, Date.now() + 23 * HOUR)).toBe(0);
    expect(await t.storage.get(stray)).not.toBeNull();

    expect(await sweepOrphanProofs(t, Date.now() + 25 * HOUR)).toBe(1);
    expect(await t.storage.get(stray)).toBeNull();
    expect(await t.storage.get(proof_key!)).not.toBeNull();
    expect((await t.app.inject({ url: `/orders/${order.id}/proof`, headers: m.auth })).statusCode).toBe(200);
  });
});
