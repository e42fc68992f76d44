import { randomUUID } from 'node:crypto';
import { poster, siteForFile } from './helpers';

const t = siteForFile();
const post = poster(t);
const get = (url: string) => t.app.inject({ url, headers: t.admin });

describe('admin authorization', () => {
  it('answers 401 to visitors and 403 to members on every admin route in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/openapi.json')).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const adminRoutes = routes.filter((r) => r.path.split('/').includes('admin'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    // Deploy pipelines' routes answer only to the deploy key; with none configured they do not exist.
    const deployRoutes = routes.filter((r) => r.path.startsWith('/deploy/'));
    expect(deployRoutes.length).toBe(3);
    for (const r of deployRoutes)
      expect((await t.app.inject({ method: r.method as 'GET', url: r.path, payload: r.method === 'POST' ? {} : undefined })).statusCode).toBe(404);
    // Every other route that is not public lives under /admin/.
    const publicRoutes = routes.filter((r) => !adminRoutes.includes(r) && !deployRoutes.includes(r)).map((r) => `${r.method} ${r.path}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /content',
        'GET /guide/sovereign-wealth-guide.pdf',
        'GET /ventures',
        'GET /ventures/{id}/image',
        'POST /contact',
        'POST /guide-leads',
        'POST /newsletter',
        'POST /newsletter/unsubscribe',
        'POST /pageviews',
      ].sort(),
    );
    for (const r of adminRoutes) {
      const url = r.path.replace('{id}', randomUUID()).replace('{key}', 'about.intro');
      const payload = ['POST', 'PUT', 'PATCH'].includes(r.method) ? {} : undefined;
      const asVisitor = await t.app.inject({ method: r.method as 'GET', url, payload });
      const asMember = await t.app.inject({ method: r.method as 'GET', url, payload, headers: t.member });
      expect([r.path, asVisitor.statusCode, asMember.statusCode]).toEqual([r.path, 401, 403]);
    }
  });
});

describe('submissions in the admin', () => {
  beforeAll(async () => {
    await post('/contact', { name: 'Older', email: 'older@example.com', message: 'first' });
    await t.db.updateTable('contact_messages').set({ created_at: '2024-01-10T10:00:00Z' }).where('email', '=', 'older@example.com').execute();
    await post('/contact', { name: '=HYPERLINK("http://evil.example")', email: 'csv@example.com', message: 'Line one, "quoted"\nline two' });
    await post('/newsletter', { email: 'reader@example.com' });
    await post('/newsletter', { email: 'gone@example.com' });
    await t.db.updateTable('newsletter_subscribers').set({ status: 'unsubscribed' }).where('email', '=', 'gone@example.com').execute();
    await post('/guide-leads', { name: 'Lead 50%_off', email: 'lead@example.com' });
    await post('/guide-leads', { email: 'plain@example.com' });
  });

  it('lists contact messages newest first, filtered by search, status and date range, with paging', async () => {
    const all = (await get('/admin/contact-messages')).json();
    expect(all.total).toBe(2);
    expect(all.items[0].email).toBe('csv@example.com');
    expect((await get('/admin/contact-messages?q=QUOTED')).json().items.map((m: { email: string }) => m.email)).toEqual(['csv@example.com']);
    expect((await get('/admin/contact-messages?from=2024-01-10&to=2024-01-10')).json().items.map((m: { email: string }) => m.email)).toEqual([
      'older@example.com',
    ]);
    expect((await get('/admin/contact-messages?to=2024-01-09')).json().total).toBe(0);
    const first = (await get('/admin/contact-messages?limit=1')).json();
    expect(first).toMatchObject({ total: 2, total_capped: false, items: [{ email: 'csv@example.com' }] });
    const second = (await get(`/admin/contact-messages?limit=1&after=${first.next}`)).json();
    expect(second).toMatchObject({ items: [{ email: 'older@example.com' }], next: null });
    expect((await get('/admin/contact-messages?status=closed')).statusCode).toBe(400);
    expect((await get('/admin/contact-messages?limit=1000')).statusCode).toBe(400);
  });

  it('shows a message and moves it through its statuses, recorded in the audit log', async () => {
    const [msg] = (await get('/admin/contact-messages?q=csv@')).json().items;
    expect((await get(`/admin/contact-messages/${msg.id}`)).json()).toMatchObject({ id: msg.id, status: 'new', message: 'Line one, "quoted"\nline two' });
    const patch = (body: unknown, id = msg.id) => post(`/admin/contact-messages/${id}`, body, { headers: t.admin, method: 'PATCH' });
    expect((await patch({ status: 'replied' })).json()).toMatchObject({ status: 'replied' });
    expect((await get('/admin/contact-messages?status=replied')).json().total).toBe(1);
    expect((await get('/admin/contact-messages?status=new')).json().total).toBe(1);
    expect((await patch({ status: 'spam' })).statusCode).toBe(400);
    expect((await patch({ status: 'read' }, randomUUID())).statusCode).toBe(404);
    expect((await get(`/admin/contact-messages/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/admin/contact-messages/not-a-uuid')).statusCode).toBe(400);
    const log = (await get('/admin/audit')).json().items;
    expect(log).toContainEqual(expect.objectContaining({ action: 'site.contact_message.status', target_id: msg.id, details: { from: 'new', to: 'replied' } }));
  });

  it('exports contact messages as contact_submissions.csv with safe escaping', async () => {
    const res = await get('/admin/contact-messages/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact_submissions.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Name,Email,Message,Status,Submitted');
    // Formula-leading cells get an apostrophe; quotes are doubled; commas and newlines are quoted.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")",csv@example.com,"Line one, ""quoted""\nline two",`);
    expect(lines.filter((l) => l.startsWith('Older,'))).toHaveLength(1);
    const filtered = await get('/admin/contact-messages/export?q=older');
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect((await get('/admin/audit')).json().items[0]).toMatchObject({ action: 'site.contact_messages.export', details: { rows: 1 } });
  });

  it('lists and exports newsletter subscribers by status', async () => {
    expect((await get('/admin/subscribers')).json().total).toBe(2);
    const active = (await get('/admin/subscribers?status=subscribed')).json();
    expect(active.items.map((s: { email: string }) => s.email)).toEqual(['reader@example.com']);
    expect((await get(`/admin/subscribers/${active.items[0].id}`)).json()).toMatchObject({ email: 'reader@example.com', unsubscribed_at: null });
    const csv = await get('/admin/subscribers/export?status=unsubscribed');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter_subscribers.csv"');
    expect(csv.body).toContain('gone@example.com,unsubscribed,');
    expect(csv.body).not.toContain('reader@example.com');
  });

  it('lists and exports guide leads; search treats % and _ literally', async () => {
    const leads = (await get('/admin/guide-leads')).json();
    expect(leads.total).toBe(2);
    expect((await get('/admin/guide-leads?q=50%25_')).json().items.map((l: { email: string }) => l.email)).toEqual(['lead@example.com']);
    expect((await get('/admin/guide-leads?q=%25')).json().total).toBe(1);
    const csv = await get('/admin/guide-leads/export');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="guide_leads.csv"');
    expect(csv.body.split('\r\n')[0]).toBe('Name,Email,Requests,First requested,Last requested');
    expect(csv.body).toContain('Lead 50%_off,lead@example.com,1,');
  });
  it('pages through each list to its end with cursors, the filters kept on every page', async () => {
    for (let i = 0; i < 5; i++) await post('/newsletter', { email: `pager${i}@example.com` });
    // Same second for all: the id decides their order, and no row may be seen twice or skipped.
    await t.db.updateTable('newsletter_subscribers').set({ created_at: '2024-03-01T09:00:00.123456Z' }).where('email', 'like', 'pager%').execute();
    const seen: string[] = [];
    let after: string | null | undefined;
    let pages = 0;
    do {
      const res = await get(`/admin/subscribers?q=pager&limit=2${after ? `&after=${after}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.total).toBe(5);
      seen.push(...page.items.map((s: { email: string }) => s.email));
      after = page.next;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `pager${i}@example.com`));

    const leads = (await get('/admin/guide-leads?limit=1')).json();
    const rest = (await get(`/admin/guide-leads?limit=1&after=${leads.next}`)).json();
    expect([...leads.items, ...rest.items].map((l: { email: string }) => l.email)).toEqual(['plain@example.com', 'lead@example.com']);
    expect(rest.next).toBeNull();
  });

  it('refuses a cursor it did not give out with a 400 in the shared error shape', async () => {
    for (const list of ['contact-messages', 'subscribers', 'guide-leads']) {
      for (const after of ['not-a-cursor', Buffer.from('["2024-01-01","x"]').toString('base64url')]) {
        const res = await get(`/admin/${list}?after=${after}`);
        expect([list, res.statusCode]).toEqual([list, 400]);
        expect(res.json().error).toMatchObject({ code: expect.any(String), details: [{ path: 'after', message: 'Invalid cursor' }] });
      }
    }
  });
});
