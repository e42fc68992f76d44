import { store } from '@sqw/contracts';
import { encodeCursor } from '@sqw/service-kit';
import { sql } from 'kysely';
import { startStore, type Harness } from './helpers';
import { adminList } from './admin-list';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
  // 60 sessions on one credit: every third is confirmed with a time (which it is listed by),
  // the rest are requests (listed by when they were asked for); pairs share their time.
  await sql`
    with o as (
      insert into orders (user_id, kind, product_id, amount_cents, pay_code, status, customer_email)
      select gen_random_uuid(), 'product', id, price_cents, 'SESS-1', 'paid', 'coachee@list.test' from products order by price_cents limit 1
      returning id, user_id),
    c as (insert into session_credits (user_id, order_id, granted) select user_id, id, 100 from o returning id, user_id)
    insert into coaching_sessions (user_id, credit_id, status, preferred_times, topic, scheduled_at, customer_email, created_at)
    select c.user_id, c.id, case when g % 3 = 0 then 'confirmed' else 'requested' end, array[timestamptz '2031-01-01 10:00'], 'Topic ' || g,
           case when g % 3 = 0 then timestamptz '2030-06-01 10:00' + (g / 2) * interval '1 hour' end,
           'coachee@list.test', timestamptz '2026-01-01 10:00' + (g / 2) * interval '1 minute'
    from generate_series(1, 60) g, c`.execute(t.db);
}, 60_000);
afterAll(() => t.close());

const { walk } = adminList<store.AdminSessionPage>(() => t, '/admin/sessions', 50);

const expectedIds = async (where = sql`true`) =>
  (await sql<{ id: string }>`select id from coaching_sessions where ${where} order by coalesce(scheduled_at, created_at) desc, id`.execute(t.db)).rows.map(
    (r) => r.id,
  );

describe('admin session list', () => {
  it('pages by cursor to the end, latest first, none repeated or skipped', async () => {
    const pages = await walk('limit=25');
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    expect(pages.at(-1)!.next).toBeNull();
    expect(pages.flatMap((p) => p.items.map((s) => s.id))).toEqual(await expectedIds());
    expect(pages.every((p) => p.total === 60 && !p.total_capped)).toBe(true);
    // Confirmed sessions are listed by their time, which is later than every request.
    expect(pages[0]!.items.slice(0, 20).every((s) => s.status === 'confirmed')).toBe(true);
  });

  it('keeps a status filter and its count across pages', async () => {
    const pages = await walk('status=requested&limit=15');
    expect(pages.map((p) => p.items.length)).toEqual([15, 15, 10]);
    expect(pages.flatMap((p) => p.items.map((s) => s.id))).toEqual(await expectedIds(sql`status = 'requested'`));
    expect(pages.every((p) => p.total === 40 && p.items.every((s) => s.status === 'requested'))).toBe(true);
    expect(pages[0]!.items[0]).toMatchObject({ customer_email: 'coachee@list.test', topic: expect.stringMatching(/^Topic /) });
  });

  it('refuses a cursor it did not make with the error shape', async () => {
    for (const after of ['nonsense', encodeCursor(['soon', '00000000-0000-4000-8000-000000000000'])]) {
      const res = await t.app.inject({ url: `/admin/sessions?after=${after}`, headers: t.admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await t.app.inject({ url: '/admin/sessions?status=lost', headers: t.admin })).statusCode).toBe(400);
  });
});
