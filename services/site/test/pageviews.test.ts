import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { countRows } from '@sqw/service-kit/testing';
import { poster, siteForFile } from './helpers';

const t = siteForFile();
const post = poster(t);

describe('page-view beacon', () => {
  it('stores a path, referrer host and visitor id, and nothing about the client', async () => {
    const visitor = randomUUID();
    const res = await post(
      '/pageviews',
      { path: '/contact', referrer_host: 'WWW.Google.com', visitor_id: visitor },
      { ip: '203.0.113.77', headers: { 'user-agent': 'SecretBrowser/1.0', cookie: 'sid=abc' } },
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await sql<{ row: string }>`select row_to_json(p)::text as row from page_views p`.execute(t.db);
    expect(rows.rows).toHaveLength(1);
    const stored = JSON.parse(rows.rows[0]!.row);
    expect(stored).toMatchObject({ path: '/contact', referrer_host: 'www.google.com', visitor_id: visitor });
    expect(Object.keys(stored).sort()).toEqual(['created_at', 'id', 'path', 'referrer_host', 'visitor_id']);
    for (const secret of ['203.0.113.77', 'SecretBrowser', 'sid=abc']) expect(rows.rows[0]!.row).not.toContain(secret);
  });

  it('accepts the text/plain body navigator.sendBeacon sends, and no referrer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/pageviews',
      payload: JSON.stringify({ path: '/', visitor_id: randomUUID() }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('page_views').select('referrer_host').where('path', '=', '/').executeTakeFirstOrThrow()).toEqual({ referrer_host: null });
  });

  it.each([
    ['a full URL as path', { path: 'https://evil.example/', visitor_id: randomUUID() }],
    ['a query string', { path: '/unsubscribe?token=abc', visitor_id: randomUUID() }],
    ['a fragment', { path: '/home#x', visitor_id: randomUUID() }],
    ['an oversized path', { path: `/${'a'.repeat(300)}`, visitor_id: randomUUID() }],
    ['a referrer URL instead of a host', { path: '/', referrer_host: 'https://google.com/search', visitor_id: randomUUID() }],
    ['a visitor id that is not random', { path: '/', visitor_id: 'user@example.com' }],
    ['a missing visitor id', { path: '/' }],
    ['an IP field', { path: '/', visitor_id: randomUUID(), ip: '1.2.3.4' }],
  ])('refuses %s', async (_label, body) => {
    const before = await countRows(t, 'page_views');
    const res = await post('/pageviews', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(await countRows(t, 'page_views')).toBe(before);
  });
});

describe('daily figures', () => {
  const at = (day: string, path = '/', visitor = randomUUID()) =>
    t.db
      .insertInto('page_views')
      .values({ path, referrer_host: null, visitor_id: visitor, created_at: `${day}T12:00:00Z` })
      .execute();

  it('counts page views, distinct visitors and form activity per UTC day, with empty days as zeros', async () => {
    const returning = randomUUID();
    await at('2024-03-01', '/', returning);
    await at('2024-03-01', '/contact', returning);
    await at('2024-03-01');
    await at('2024-03-03', '/', returning);
    await at('2024-03-05'); // outside the range
    await t.db.insertInto('contact_messages').values({ name: 'A', email: 'a@example.com', message: 'hi', created_at: '2024-03-03T23:59:00Z' }).execute();
    await t.db.insertInto('guide_leads').values({ name: null, email: 'g@example.com', created_at: '2024-03-02T00:00:00Z' }).execute();

    const res = await t.app.inject({ url: '/admin/stats/daily?from=2024-03-01&to=2024-03-03', headers: t.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toEqual([
      { date: '2024-03-01', views: 3, visitors: 2, subscribers: 0, guide_leads: 0, contact_messages: 0 },
      { date: '2024-03-02', views: 0, visitors: 0, subscribers: 0, guide_leads: 1, contact_messages: 0 },
      { date: '2024-03-03', views: 1, visitors: 1, subscribers: 0, guide_leads: 0, contact_messages: 1 },
    ]);
    // The returning visitor counts once over the range.
    expect(body.totals).toEqual({ views: 4, visitors: 2, subscribers: 0, guide_leads: 1, contact_messages: 1 });
  });

  it('defaults to the last 30 days and refuses reversed, overlong or malformed ranges', async () => {
    const def = (await t.app.inject({ url: '/admin/stats/daily', headers: t.admin })).json();
    expect(def.days).toHaveLength(30);
    expect(def.to).toBe(new Date().toISOString().slice(0, 10));
    for (const q of ['from=2024-03-05&to=2024-03-01', 'from=2020-01-01&to=2024-01-01', 'from=2024-02-30', 'to=yesterday']) {
      const res = await t.app.inject({ url: `/admin/stats/daily?${q}`, headers: t.admin });
      expect(res.statusCode).toBe(400);
    }
  });
});
