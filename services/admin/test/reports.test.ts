import { admin } from '@sqw/contracts';
import { cursorPaged, daysAgo, downUrl, fakeService, gotrueList, gotrueUser, type Fake } from './fakes';
import { startAdmin, type Harness } from './helpers';
import { ALICE, BOB, CAROL, startUpstreams, WE_CSV } from './upstreams';

// A name and an e-mail a spreadsheet would misread: a formula, a comma, quotes and a line break.
const TRICKY = gotrueUser({ email: '+1@example.com', created_at: '2024-03-04T05:06:07.000Z', meta: { full_name: '=SUM(A1), "boss"\nline2' } });

let up: Awaited<ReturnType<typeof startUpstreams>>;
let empty: Fake[];
let t: Harness;
let none: Harness;
let down: Harness;
beforeAll(async () => {
  up = await startUpstreams([ALICE, BOB, CAROL, TRICKY]);
  t = await startAdmin(up.urls);
  const emptyPage = cursorPaged([]);
  empty = [
    await fakeService({ '/auth/v1/admin/users': gotrueList([]) }),
    await fakeService({
      '/admin/contact-messages': emptyPage,
      '/admin/proposals': emptyPage,
      '/admin/submissions.csv': () => ({ text: 'Business Name,Package\r\n' }),
    }),
    await fakeService({
      '/admin/orders': cursorPaged([]),
      '/admin/revenue': () => ({
        body: { days: 1, total_cents: 0, paid_orders: 0, by_day: [{ day: daysAgo(0).slice(0, 10), orders: 0, amount_cents: 0 }], by_kind: [] },
      }),
    }),
  ];
  const [auth, forms, store] = empty.map((f) => f.url);
  none = await startAdmin({ auth, site: forms, media: forms, webEssentials: forms, store });
  // Every upstream down, except the auth service and the site, which refuse the admin.
  const no = () => ({ status: 403, body: { error: { code: 'forbidden', message: 'Administrators only.' } } });
  const refusing = await fakeService({ '/auth/v1/admin/users': no, '/admin/contact-messages': no });
  empty.push(refusing);
  const gone = await downUrl();
  down = await startAdmin({ auth: refusing.url, site: refusing.url, media: gone, webEssentials: gone, store: gone });
}, 60_000);
// Dropping three test databases can outlast the default 5 s hook timeout on a busy machine.
afterAll(async () => {
  await Promise.all([t.close(), none.close(), down.close(), ...empty.map((f) => f.close())]);
  await up.close();
}, 60_000);

const lines = (body: string) => body.split('\r\n').filter(Boolean);

describe('CSV reports', () => {
  it('exports users with formula-safe escaping, as users_export.csv, and logs the download', async () => {
    const res = await t.get('/admin/reports/users.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="users_export.csv"');
    expect(res.body.startsWith('Name,Email,Status,Join Date,Last Login,Role\r\n')).toBe(true);
    expect(res.body).toContain(`Bob Baker,bob@example.com,Inactive,${BOB.created_at.slice(0, 10)},Never,user\r\n`);
    expect(res.body).toContain(`Carol Admin,carol@example.com,Active,${CAROL.created_at.slice(0, 10)},${CAROL.last_sign_in_at},admin\r\n`);
    expect(res.body).toContain(`"'=SUM(A1), ""boss""\nline2",'+1@example.com,Active,2024-03-04,Never,user\r\n`);
    const log = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.report.download').execute();
    expect(log).toEqual([expect.objectContaining({ target_id: 'users_export.csv', details: { rows: 4 } })]);
  });

  it('exports only the users the panel search shows, and no data when the search finds nobody', async () => {
    const res = await t.get('/admin/reports/users.csv?q=BAKER');
    expect(res.statusCode).toBe(200);
    expect(res.body.trimEnd().split('\r\n')).toEqual([
      'Name,Email,Status,Join Date,Last Login,Role',
      `Bob Baker,bob@example.com,Inactive,${BOB.created_at.slice(0, 10)},Never,user`,
    ]);
    const none = await t.get('/admin/reports/users.csv?q=nobody-here');
    expect([none.statusCode, none.json().error.message]).toEqual([404, admin.MESSAGES.noData]);
  });

  it('exports per-user activity with the store orders folded in', async () => {
    const res = await t.get('/admin/reports/user-activity.csv');
    expect(res.headers['content-disposition']).toContain('user_activity.csv');
    const rows = lines(res.body);
    expect(rows[0]).toBe('Name,Email,Signed Up,Last Sign-in,Orders,Paid Orders,Paid Total (USD)');
    expect(rows).toContain(`Alice Able,alice@example.com,${ALICE.created_at.slice(0, 10)},${ALICE.last_sign_in_at},2,1,49.99`);
    expect(rows).toContain(`Bob Baker,bob@example.com,${BOB.created_at.slice(0, 10)},Never,0,0,0.00`);
    expect(rows).toContain(`Carol Admin,carol@example.com,${CAROL.created_at.slice(0, 10)},${CAROL.last_sign_in_at},1,1,1.00`);
  });

  it('reads every page of the store orders by cursor for the activity report', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ user_id: ALICE.id, status: i % 2 ? 'paid' : 'pending_payment', amount_cents: 100 }));
    const store = await fakeService({ '/admin/orders': cursorPaged(many) });
    const h = await startAdmin({ ...up.urls, store: store.url });
    try {
      const rows = lines((await h.get('/admin/reports/user-activity.csv')).body);
      expect(rows).toContain(`Alice Able,alice@example.com,${ALICE.created_at.slice(0, 10)},${ALICE.last_sign_in_at},230,115,115.00`);
      expect(store.seen.map((s) => s.query.get('after'))).toEqual([null, '100', '200']);
      expect(store.seen.every((s) => !s.query.has('offset'))).toBe(true);
    } finally {
      await h.close();
      await store.close();
    }
  });

  it('passes the web-essentials export through under its file name', async () => {
    const res = await t.get('/admin/reports/web-essentials.csv');
    expect(res.headers['content-disposition']).toContain('web_essentials_submissions.csv');
    expect(res.body).toBe(WE_CSV);
  });

  it('exports the merged contact submissions, newest first, with every answer as the admin reads it', async () => {
    const res = await t.get('/admin/reports/contact.csv');
    expect(res.headers['content-disposition']).toContain('contact_submissions.csv');
    const rows = lines(res.body);
    expect(rows[0]).toBe(
      'Type,Name,Email,Phone,Submitted,Status,Company,Property Address,Property Value,Project Type,Timeline,Budget,Add-on,Heard About Us,Message / Description',
    );
    // Budget, company, address, timeline and description of an estate proposal; labels, never ids ('landing-page', 'new').
    expect(rows[1]).toMatch(
      /^Estate Proposal,Eve Estate,eve@example.com,555-0100,[^,]+,New,Skyline Realty,1 Ocean Drive,,,ASAP,\$30K - \$50K,Website Landing Page,,Villa shoot$/,
    );
    expect(rows[2]).toMatch(/^Contact,Cora Contact,cora@example.com,,[^,]+,New,,,,,,,,,Hi$/);
    expect(rows[3]).toMatch(/^Creative Brief,Cree Creative,.*,Won,,,,Music Video,ASAP,/);
    expect(rows.slice(1).map((r) => r.split(',').slice(0, 2).join(','))).toEqual([
      'Estate Proposal,Eve Estate',
      'Contact,Cora Contact',
      'Creative Brief,Cree Creative',
      'Contact,Old Contact',
    ]);
  });

  it('exports revenue per day for the asked period', async () => {
    const res = await t.get('/admin/reports/revenue.csv?days=7');
    expect(res.headers['content-disposition']).toContain('revenue.csv');
    const rows = lines(res.body);
    expect(rows[0]).toBe('Date (UTC),Paid Orders,Revenue (USD)');
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toBe(`${new Date().toISOString().slice(0, 10)},2,50.99`);
    expect((await t.get('/admin/reports/revenue.csv?days=0')).statusCode).toBe(400);
  });

  it.each(['users.csv', 'user-activity.csv', 'web-essentials.csv', 'contact.csv', 'revenue.csv'])(
    'answers %s without rows with 404 No data to export',
    async (file) => {
      const res = await none.get(`/admin/reports/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'no_data', message: admin.MESSAGES.noData } });
    },
  );

  it.each([
    ['web-essentials.csv', 'webEssentials'],
    ['revenue.csv', 'store'],
    ['contact.csv', 'media'],
  ])('answers %s with a 502 naming %s when it is down', async (file, service) => {
    const res = await down.get(`/admin/reports/${file}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('upstream_unavailable');
    expect(res.json().error.details).toEqual([{ path: service, message: 'unavailable' }]);
  });

  it.each(['users.csv', 'user-activity.csv'])('passes the auth service refusing the admin through on %s', async (file) => {
    const res = await down.get(`/admin/reports/${file}`);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden']);
  });

  it('shows a listing whose sources both fail as empty, naming both', async () => {
    expect((await down.get('/admin/contact-submissions')).json()).toEqual({
      items: [],
      next: null,
      total: 0,
      total_capped: false,
      unavailable: ['media', 'site'],
    });
  });
});
