import { sql } from 'kysely';
import { createOrder, json, paidOrder, startStore, uploadProof, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const membership = async (auth: Record<string, string>) => (await t.app.inject({ url: '/membership', headers: auth })).json().membership;
const DAY = 86_400_000;

describe('memberships', () => {
  it('activates a paid plan from the payment date with renewal one month later', async () => {
    const m = await t.member();
    expect(await membership(m.auth)).toBeNull();
    const order = (await createOrder(t, m.auth, 'plan-premium')).json();
    expect(order.amount_cents).toBe(7_900);
    expect(await membership(m.auth)).toBeNull();
    await t.app.inject({ method: 'POST', url: `/admin/orders/${order.id}/mark-paid`, payload: {}, headers: json(t.admin) });
    const ms = await membership(m.auth);
    expect(ms).toMatchObject({ plan: 'plan-premium', title: 'Premium', price_cents: 7_900, status: 'active' });
    expect(Math.abs(Date.parse(ms.started_at) - Date.now())).toBeLessThan(60_000);
    const start = new Date(ms.started_at);
    const expected = new Date(start);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(ms.renews_at) - expected.getTime())).toBeLessThan(DAY * 1.5);
    expect(Date.parse(ms.renews_at) - Date.parse(ms.started_at)).toBeGreaterThanOrEqual(28 * DAY);
  });

  it('extends the same plan by a month and restarts on a change of plan', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'plan-basic');
    const first = await membership(m.auth);
    await paidOrder(t, m.auth, 'plan-basic');
    const renewed = await membership(m.auth);
    expect(renewed.started_at).toBe(first.started_at);
    expect(Date.parse(renewed.renews_at) - Date.parse(first.renews_at)).toBeGreaterThanOrEqual(28 * DAY);
    await paidOrder(t, m.auth, 'plan-elite');
    const elite = await membership(m.auth);
    expect(elite).toMatchObject({ plan: 'plan-elite', status: 'active' });
    expect(Date.parse(elite.renews_at) - Date.parse(elite.started_at)).toBeLessThanOrEqual(31 * DAY);
  });

  it('shows a lapsed plan as expired and lets an admin cancel one', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'plan-basic');
    await t.db
      .updateTable('memberships')
      .set({ renews_at: sql<string>`now() - interval '1 day'` })
      .where('user_id', '=', m.id)
      .execute();
    expect((await membership(m.auth)).status).toBe('expired');
    const other = await t.member();
    await paidOrder(t, other.auth, 'plan-elite');
    const listed = (await t.app.inject({ url: '/admin/memberships', headers: t.admin })).json().items;
    expect(listed.map((x: { user_id: string }) => x.user_id)).toEqual(expect.arrayContaining([m.id, other.id]));
    const res = await t.app.inject({ method: 'POST', url: `/admin/memberships/${other.id}/cancel`, headers: t.admin });
    expect(res.json().status).toBe('cancelled');
    expect((await membership(other.auth)).status).toBe('cancelled');
    expect((await t.app.inject({ url: '/admin/memberships', headers: other.auth })).statusCode).toBe(403);
  });
});

describe('the dashboard', () => {
  it('shows honest zeros and empties for a new member', async () => {
    const m = await t.member();
    const res = await t.app.inject({ url: '/dashboard', headers: m.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ active_courses: 0, completed_lessons: 0, courses: [], next_session: null, session_credits: 0, orders: [], membership: null });
    expect((await t.app.inject('/dashboard')).statusCode).toBe(401);
  });

  it("sums up the member's own courses, lessons, orders and credits", async () => {
    const m = await t.member();
    const other = await t.member();
    await createOrder(t, other.auth, 'sqw-blueprint');
    await paidOrder(t, m.auth, 'sqw-course');
    const pending = (await createOrder(t, m.auth, 'sqw-blueprint')).json();
    await uploadProof(t, m.auth, pending.id);
    const outline = (await t.app.inject(`/courses/sqw-course`)).json();
    await t.app.inject({ method: 'POST', url: `/courses/sqw-course/lessons/${outline.modules[0].lessons[0].id}/complete`, headers: m.auth });
    const d = (await t.app.inject({ url: '/dashboard', headers: m.auth })).json();
    expect(d).toMatchObject({ active_courses: 1, completed_lessons: 1, session_credits: 4, membership: null, next_session: null });
    expect(d.courses[0]).toMatchObject({ slug: 'sqw-course', progress: { completed: 1 } });
    expect(d.orders.map((o: { status: string; amount_cents: number; has_proof: boolean }) => [o.status, o.amount_cents, o.has_proof])).toEqual([
      ['proof_submitted', 250_000, true],
      ['paid', 100_000, false],
    ]);
    expect(d.orders.every((o: { pay_code: string }) => /^SQW-/.test(o.pay_code))).toBe(true);
  });
});
