import { countLabel, store } from '@sqw/contracts';
import { sql } from 'kysely';
import { encodeCursor } from '@sqw/service-kit';
import { createOrder, json, startStore, uploadProof, type Harness } from './helpers';
import { adminList } from './admin-list';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
  // 1,005 orders. Every three share a created_at and neighbouring groups are one microsecond
  // apart, so paging must order by id among equal times and keep microseconds in its cursor.
  await sql`
    with p as (select id, price_cents from products where is_active and price_cents > 0 order by price_cents limit 1)
    insert into orders (user_id, kind, product_id, amount_cents, pay_code, status, customer_email, customer_name, created_at, updated_at)
    select gen_random_uuid(), 'product', p.id, p.price_cents, 'LIST-' || g, case when g % 100 = 0 then 'rejected' else 'pending_payment' end,
           'buyer' || g || '@list.test', 'List Buyer ' || g, timestamptz '2026-01-01 12:00:00' - (g / 3) * interval '1 microsecond', now()
    from generate_series(1, 1005) g, p`.execute(t.db);
}, 60_000);
afterAll(() => t.close());

const { list, walk } = adminList<store.AdminOrderPage>(() => t, '/admin/orders', 100);

/** The order the list promises: newest first, then by id, straight from the table. */
const expectedIds = async (where = sql`true`) =>
  (await sql<{ id: string }>`select id from orders where ${where} order by created_at desc, id`.execute(t.db)).rows.map((r) => r.id);

describe('admin order list', () => {
  it('pages through every order newest first, none repeated or skipped, across equal timestamps', async () => {
    const pages = await walk('limit=100');
    expect(pages).toHaveLength(11);
    expect(pages.slice(0, -1).every((p) => p.items.length === 100)).toBe(true);
    expect(pages.at(-1)!.items).toHaveLength(5);
    expect(pages.at(-1)!.next).toBeNull();
    const ids = pages.flatMap((p) => p.items.map((o) => o.id));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual(await expectedIds());
  });

  it('counts up to the cap and says when there are more', async () => {
    expect(store.ORDER_COUNT_CAP).toBe(1000);
    const all = await list('limit=5');
    expect([all.total, all.total_capped]).toEqual([1000, true]);
    expect(countLabel(all)).toBe('1,000+');
    // The total is the filter's, whichever page it comes with.
    const later = await list(`limit=5&after=${encodeURIComponent(all.next!)}`);
    expect([later.total, later.total_capped]).toEqual([1000, true]);
    const rejected = await list('status=rejected');
    expect([rejected.total, rejected.total_capped]).toEqual([10, false]);
    expect(countLabel(rejected)).toBe('10');
    const search = await list('q=LIST-10');
    // LIST-10, LIST-100…109, LIST-1000…1005
    expect([search.total, search.total_capped]).toEqual([17, false]);
    expect(search.items.every((o) => o.pay_code.startsWith('LIST-10'))).toBe(true);
  });

  it('keeps a status filter across pages', async () => {
    const pages = await walk('status=rejected&limit=3');
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 3, 1]);
    const ids = pages.flatMap((p) => p.items.map((o) => o.id));
    expect(pages.flatMap((p) => p.items.map((o) => o.status)).every((s) => s === 'rejected')).toBe(true);
    expect(ids).toEqual(await expectedIds(sql`status = 'rejected'`));
  });

  it('is not shifted by an order placed between two pages', async () => {
    const first = await list('limit=10');
    const secondBefore = await list(`limit=10&after=${encodeURIComponent(first.next!)}`);
    const m = await t.member();
    const placed = (await createOrder(t, m.auth)).json();
    const secondAfter = await list(`limit=10&after=${encodeURIComponent(first.next!)}`);
    expect(secondAfter.items.map((o) => o.id)).toEqual(secondBefore.items.map((o) => o.id));
    // The new order is the newest, so it opens the first page.
    expect((await list('limit=1')).items[0]!.id).toBe(placed.id);
    await sql`delete from orders where id = ${placed.id}`.execute(t.db);
  });

  it('shows each order as its detail view does, history included', async () => {
    const m = await t.member();
    const placed = (await createOrder(t, m.auth, 'hourly-coaching')).json();
    await uploadProof(t, m.auth, placed.id);
    const paid = await t.app.inject({ method: 'POST', url: `/admin/orders/${placed.id}/mark-paid`, payload: { note: 'seen "it"' }, headers: json(t.admin) });
    expect(paid.statusCode).toBe(200);
    const listed = (await list('limit=1')).items[0]!;
    expect(listed.history.map((h) => h.status)).toEqual(['pending_payment', 'proof_submitted', 'paid']);
    expect(listed).toEqual((await t.app.inject({ url: `/admin/orders/${placed.id}`, headers: t.admin })).json());
  });

  it('pages by cursor only: an offset from an older client skips nothing', async () => {
    const ids = await expectedIds();
    expect((await list('limit=3&offset=7')).items.map((o) => o.id)).toEqual(ids.slice(0, 3));
    const first = await list('limit=2');
    expect((await list(`limit=3&offset=4&after=${encodeURIComponent(first.next!)}`)).items.map((o) => o.id)).toEqual(ids.slice(2, 5));
  });

  it('refuses a cursor it did not make with the error shape, not a 500', async () => {
    for (const after of [
      'nonsense',
      encodeCursor(['yesterday', '00000000-0000-4000-8000-000000000000']),
      encodeURIComponent(Buffer.from('2026-01-01|x').toString('base64url')),
      'x'.repeat(201),
    ]) {
      const res = await t.app.inject({ url: `/admin/orders?after=${after}`, headers: t.admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    // A well-formed cursor past the end is simply an empty last page.
    const end = await list(`after=${encodeCursor(['1970-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])}`);
    expect([end.items, end.next]).toEqual([[], null]);
  });
});
