import { randomUUID } from 'node:crypto';
import { json, paidOrder, startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const inDays = (d: number, hour = 15) => {
  const x = new Date(Date.now() + d * 86_400_000);
  x.setUTCHours(hour, 0, 0, 0);
  return x.toISOString();
};
const request = (auth: Record<string, string>, body: object = { preferred_times: [inDays(3), inDays(4)], topic: 'Crypto wallet setup' }) =>
  t.app.inject({ method: 'POST', url: '/sessions', payload: body, headers: json(auth) });
const sessions = async (auth: Record<string, string>) => (await t.app.inject({ url: '/sessions', headers: auth })).json();
const admin = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: json(t.admin) });

describe('session credits', () => {
  it('gives one credit per paid hourly order and four for the full course; none before payment', async () => {
    const m = await t.member();
    expect((await sessions(m.auth)).credits_available).toBe(0);
    const refused = await request(m.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('no_session_credits');
    await paidOrder(t, m.auth, 'hourly-coaching');
    expect((await sessions(m.auth)).credits_available).toBe(1);
    await paidOrder(t, m.auth, 'sqw-course');
    expect((await sessions(m.auth)).credits_available).toBe(5);
  });

  it('never spends a credit twice under concurrent requests', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'hourly-coaching');
    const results = await Promise.all(Array.from({ length: 6 }, () => request(m.auth)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const after = await sessions(m.auth);
    expect(after.credits_available).toBe(0);
    expect(after.items).toHaveLength(1);
  });

  it('spends exactly the credits there are when many requests race', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'hourly-coaching');
    await paidOrder(t, m.auth, 'sqw-course');
    const results = await Promise.all(Array.from({ length: 8 }, () => request(m.auth)));
    // 1 hourly + 4 course credits: five succeed, three are refused, none twice, none missed.
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const after = await sessions(m.auth);
    expect(after.items).toHaveLength(5);
    expect(after.credits_available).toBe(0);
    const credits = await t.db.selectFrom('session_credits').select(['granted', 'used']).where('user_id', '=', m.id).execute();
    expect(credits.every((c) => c.used <= c.granted)).toBe(true);
  });

  it.each([
    ['no times', { preferred_times: [] }],
    ['four times', { preferred_times: [inDays(2), inDays(3), inDays(4), inDays(5)] }],
    ['a past time', { preferred_times: [new Date(Date.now() - 3_600_000).toISOString()] }],
    ['a malformed time', { preferred_times: ['next tuesday'] }],
    ['a time without zone', { preferred_times: ['2031-01-01T10:00:00'] }],
    ['the same time twice', { preferred_times: [inDays(2), inDays(2)] }],
    ['an unknown field', { preferred_times: [inDays(2)], credit: 5 }],
    ['a long topic', { preferred_times: [inDays(2)], topic: 'x'.repeat(501) }],
  ])('refuses %s without spending a credit', async (_label, body) => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'hourly-coaching');
    const res = await request(m.auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await sessions(m.auth)).credits_available).toBe(1);
  });
});

describe('session lifecycle', () => {
  it('a member cancels a requested session and gets the credit back; others get 404', async () => {
    const m = await t.member();
    const other = await t.member();
    await paidOrder(t, m.auth, 'hourly-coaching');
    const s = (await request(m.auth)).json();
    expect(s).toMatchObject({ status: 'requested', topic: 'Crypto wallet setup', scheduled_at: null });
    expect(s.preferred_times).toHaveLength(2);
    expect((await t.app.inject({ method: 'POST', url: `/sessions/${s.id}/cancel`, headers: other.auth })).statusCode).toBe(404);
    expect((await sessions(other.auth)).items).toEqual([]);
    const res = await t.app.inject({ method: 'POST', url: `/sessions/${s.id}/cancel`, headers: m.auth });
    expect(res.json().status).toBe('cancelled');
    expect((await sessions(m.auth)).credits_available).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: `/sessions/${s.id}/cancel`, headers: m.auth })).statusCode).toBe(409);
  });

  it('an admin confirms a time (refusing a double booking) and completes the session', async () => {
    const a = await t.member();
    const b = await t.member();
    await paidOrder(t, a.auth, 'hourly-coaching');
    await paidOrder(t, b.auth, 'hourly-coaching');
    const sa = (await request(a.auth)).json();
    const sb = (await request(b.auth)).json();
    const when = inDays(10, 16);
    expect((await admin(`/admin/sessions/${sa.id}/complete`)).statusCode).toBe(409);
    const confirmed = await admin(`/admin/sessions/${sa.id}/confirm`, { scheduled_at: when, note: 'Zoom link to follow' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', scheduled_at: when, customer_email: a.email });
    const clash = await admin(`/admin/sessions/${sb.id}/confirm`, { scheduled_at: new Date(Date.parse(when) + 30 * 60_000).toISOString() });
    expect(clash.statusCode).toBe(409);
    expect((await admin(`/admin/sessions/${sb.id}/confirm`, { scheduled_at: 'soon' })).statusCode).toBe(400);
    expect((await admin(`/admin/sessions/${sb.id}/confirm`, { scheduled_at: inDays(10, 18) })).statusCode).toBe(200);
    // A confirmed session can no longer be cancelled by the member.
    expect((await t.app.inject({ method: 'POST', url: `/sessions/${sa.id}/cancel`, headers: a.auth })).statusCode).toBe(409);
    const dash = (await t.app.inject({ url: '/dashboard', headers: a.auth })).json();
    expect(dash.next_session).toMatchObject({ id: sa.id, scheduled_at: when });
    const done = await admin(`/admin/sessions/${sa.id}/complete`, {});
    expect(done.json().status).toBe('completed');
    const listed = (await t.app.inject({ url: '/admin/sessions?status=completed', headers: t.admin })).json();
    expect(listed.items.map((s: { id: string }) => s.id)).toContain(sa.id);
    expect((await admin(`/admin/sessions/${randomUUID()}/confirm`, { scheduled_at: inDays(20) })).statusCode).toBe(404);
    const m = await t.member();
    expect((await t.app.inject({ method: 'POST', url: `/admin/sessions/${sb.id}/cancel`, payload: {}, headers: json(m.auth) })).statusCode).toBe(403);
  });

  it('an admin cancel returns the credit', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'hourly-coaching');
    const s = (await request(m.auth)).json();
    expect((await sessions(m.auth)).credits_available).toBe(0);
    expect((await admin(`/admin/sessions/${s.id}/cancel`, { note: 'Coach unavailable' })).json().status).toBe('cancelled');
    expect((await sessions(m.auth)).credits_available).toBe(1);
  });
});
