import { randomUUID } from 'node:crypto';
import { admin } from '@sqw/contracts';
import { downUrl } from './fakes';
import { startAdmin, type Harness } from './helpers';
import { CONTACTS, proposal, PROPOSALS, startUpstreams } from './upstreams';

let up: Awaited<ReturnType<typeof startUpstreams>>;
let t: Harness;
let partly: Harness;
beforeAll(async () => {
  up = await startUpstreams();
  t = await startAdmin(up.urls);
  // The site is down and the store has no URL at all; the others answer.
  partly = await startAdmin({ ...up.urls, site: await downUrl(), store: undefined });
}, 60_000);
afterAll(async () => {
  await Promise.all([t.close(), partly.close()]);
  await up.close();
}, 60_000);

describe('analytics', () => {
  it('counts from every service over the period and forwards the admin token', async () => {
    for (const f of Object.values(up.fakes)) f.seen.length = 0;
    await t.post('/admin/tickets', { title: 'a', description: 'b', priority: 'Low' });
    const res = await t.get('/admin/analytics?days=30');
    expect(res.statusCode).toBe(200);
    const a = admin.Analytics.parse(res.json());
    expect(a.unavailable).toEqual([]);
    expect(a.users).toMatchObject({ total: 3, active: 2 });
    expect(a.users.signups_by_day).toHaveLength(30);
    // Alice signed up today and Bob 5 days ago; Carol's 40 days are outside the period.
    expect(a.users.signups_by_day.reduce((sum, day) => sum + day.count, 0)).toBe(2);
    expect(a.users.signups_by_day.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 1 });
    expect(a.web_essentials.total).toBe(4);
    expect(a.contact_forms.total).toBe(4);
    expect(a.tickets).toEqual({ open: 1, total: 1 });
    expect(a.page_views).toMatchObject({ total: 10, visitors: 3 });
    expect(a.page_views.by_day.at(-1)).toMatchObject({ views: 5, visitors: 2 });
    expect(a.conversion_rate).toBeCloseTo(2 / 3, 4);
    expect(a.revenue.total_cents).toBe(5099);
    expect(a.revenue.by_day).toHaveLength(30);
    expect(a.revenue.by_day.at(-1)!.cents).toBe(5099);

    const site = up.fakes.site.seen.find((s) => s.path === '/admin/stats/daily')!;
    expect(site.query.get('from')).toBe(a.users.signups_by_day[0]!.date);
    expect(up.fakes.store.seen.find((s) => s.path === '/admin/revenue')!.query.get('days')).toBe('30');
    for (const [name, f] of Object.entries(up.fakes)) {
      for (const s of f.seen) expect([name, s.headers.authorization]).toEqual([name, t.adminHeader]);
    }
    expect(up.fakes.auth.seen[0]!.headers.apikey).toBe('test-anon-key');
    expect(up.fakes.site.seen[0]!.headers.apikey).toBeUndefined();
  });

  it('reports services that do not answer and still counts the rest', async () => {
    const res = await partly.get('/admin/analytics');
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.unavailable).toEqual(['site', 'store']);
    expect(a.users.total).toBe(3);
    expect(a.web_essentials.total).toBe(4);
    expect(a.contact_forms.total).toBe(2);
    expect(a.page_views).toEqual({ total: 0, visitors: 0, by_day: [] });
    expect(a.revenue).toEqual({ total_cents: 0, by_day: [] });
    expect(a.conversion_rate).toBe(0);
  });

  it.each(['days=0', 'days=367', 'days=abc'])('refuses %s with a 400', async (q) => {
    expect((await t.get(`/admin/analytics?${q}`)).statusCode).toBe(400);
  });
});

describe('contact submissions', () => {
  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('merges contact messages and proposals, newest first', async () => {
    const res = await t.get('/admin/contact-submissions');
    expect(res.statusCode).toBe(200);
    const body = admin.ContactSubmissionPage.parse(res.json());
    expect(names(body)).toEqual(['Eve Estate', 'Cora Contact', 'Cree Creative', 'Old Contact']);
    expect(body.total).toBe(4);
    expect(body.unavailable).toEqual([]);
    expect(body.items[0]).toMatchObject({ source: 'media', type: 'estate', phone: '555-0100', status: 'new', submitted_at: PROPOSALS[0]!.created_at });
    expect(body.items[1]).toMatchObject({ source: 'site', type: 'contact', email: 'cora@example.com', phone: null });
    expect(body.items[0]).not.toHaveProperty('message');
  });

  it('pages over the merged order by cursor, to the end', async () => {
    const first = admin.ContactSubmissionPage.parse((await t.get('/admin/contact-submissions?limit=3')).json());
    expect(names(first)).toEqual(['Eve Estate', 'Cora Contact', 'Cree Creative']);
    expect(first).toMatchObject({ total: 4, total_capped: false });
    const last = admin.ContactSubmissionPage.parse((await t.get(`/admin/contact-submissions?limit=3&after=${first.next}`)).json());
    expect(names(last)).toEqual(['Old Contact']);
    expect(last.next).toBeNull();

    const oneByOne: string[] = [];
    let after: string | null = null;
    do {
      const page = admin.ContactSubmissionPage.parse((await t.get(`/admin/contact-submissions?limit=1${after ? `&after=${after}` : ''}`)).json());
      oneByOne.push(...names(page));
      after = page.next;
    } while (after);
    expect(oneByOne).toEqual(['Eve Estate', 'Cora Contact', 'Cree Creative', 'Old Contact']);
  });

  it('keeps the next page right when a submission arrives at the top meanwhile', async () => {
    const first = (await t.get('/admin/contact-submissions?limit=2')).json();
    expect(names(first)).toEqual(['Eve Estate', 'Cora Contact']);
    const newest = { ...CONTACTS[0]!, id: randomUUID(), name: 'Newest Contact', created_at: new Date().toISOString() };
    CONTACTS.unshift(newest);
    try {
      const second = (await t.get(`/admin/contact-submissions?limit=2&after=${first.next}`)).json();
      expect(names(second)).toEqual(['Cree Creative', 'Old Contact']);
      expect(second).toMatchObject({ next: null, total: 5 });
    } finally {
      CONTACTS.shift();
    }
  });

  it.each(['not-a-cursor', Buffer.from(JSON.stringify(['yesterday', randomUUID(), '1'])).toString('base64url')])(
    'refuses the cursor %s with a 400',
    async (cursor) => {
      const res = await t.get(`/admin/contact-submissions?after=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'after', message: 'Invalid cursor' }]);
    },
  );

  it('reads a source past its first upstream page by cursor, each row once', async () => {
    // More creative proposals than one upstream request carries (100), all older than the rest.
    const many = Array.from({ length: 230 }, (_, i) => proposal('creative', `Bulk ${i}`, new Date(Date.parse('2020-01-01') - i * 60_000).toISOString()));
    PROPOSALS.push(...many);
    try {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = admin.ContactSubmissionPage.parse(
          (await t.get(`/admin/contact-submissions?type=creative&limit=100${after ? `&after=${after}` : ''}`)).json(),
        );
        seen.push(...page.items.map((i) => i.id));
        after = page.next;
      } while (after);
      expect(seen).toHaveLength(231);
      expect(new Set(seen).size).toBe(231);
    } finally {
      PROPOSALS.splice(PROPOSALS.length - many.length);
    }
  });

  it('filters by type at the source that holds it and passes the search on', async () => {
    up.fakes.site.seen.length = 0;
    const estate = (await t.get('/admin/contact-submissions?type=estate&q=eve')).json();
    expect(names(estate)).toEqual(['Eve Estate']);
    expect(up.fakes.site.seen).toHaveLength(0);
    expect(up.fakes.media.seen.at(-1)!.query.get('q')).toBe('eve');
    expect(names((await t.get('/admin/contact-submissions?type=contact')).json())).toEqual(['Cora Contact', 'Old Contact']);
    expect((await t.get('/admin/contact-submissions?type=newsletter')).statusCode).toBe(400);
  });

  it('answers with the proposals alone when the site is down', async () => {
    const body = (await partly.get('/admin/contact-submissions')).json();
    expect(names(body)).toEqual(['Eve Estate', 'Cree Creative']);
    expect(body.unavailable).toEqual(['site']);
  });
});

describe('configuration', () => {
  it("shows the store's mode and Cash App handle when the store answers", async () => {
    const config = admin.AdminConfig.parse((await t.get('/admin/config')).json());
    expect(config.store).toEqual({ test_mode: true, cashapp_handle: '$SQWCoaching' });
    expect(config.unavailable).toEqual([]);
  });
});
