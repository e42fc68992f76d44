import { randomUUID } from 'node:crypto';
import { creative, estate, poster, startMedia, type TestService } from './fixtures';

let t: TestService;
let admin: { authorization: string };
const ids: Record<string, string> = {};

const post = poster(() => t);
const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const names = async (qs: string) => (await get(`/admin/proposals${qs}`)).json().items.map((p: { id: string }) => p.id);
const patch = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });

beforeAll(async () => {
  t = await startMedia();
  admin = { authorization: `Bearer ${await t.adminToken()}` };
  // Oldest first, so the list (newest first) reads formula, creative, villa.
  ids.villa = (await post('/proposals', { ...estate, description: 'Villa with 100% ocean view', budget: '30k-50k', add_on: 'landing-page' })).json().id;
  ids.creative = (await post('/proposals', creative)).json().id;
  ids.formula = (
    await post('/proposals', { ...estate, name: '=HYPERLINK("http://evil")', email: 'formula@example.com', property_address: '9 Elm St, Austin' })
  ).json().id;
});
afterAll(() => t.close());

describe('admin authorization', () => {
  const routes = (id: string) => [
    { method: 'GET' as const, url: '/admin/proposals' },
    { method: 'GET' as const, url: `/admin/proposals/${id}` },
    { method: 'GET' as const, url: '/admin/proposals.csv' },
    { method: 'PATCH' as const, url: `/admin/proposals/${id}`, payload: { status: 'won' } },
  ];

  it('answers 401 without a token and 403 to members, and changes nothing', async () => {
    const member = { authorization: `Bearer ${await t.memberToken()}` };
    for (const r of routes(ids.villa!)) {
      expect((await t.app.inject(r)).statusCode).toBe(401);
      const res = await t.app.inject({ ...r, headers: member });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await get(`/admin/proposals/${ids.villa}`)).json().status).toBe('new');
  });
});

describe('admin list and detail', () => {
  it('lists newest first with the total, and pages by cursor to the end', async () => {
    const page = (await get('/admin/proposals')).json();
    expect(page).toMatchObject({ total: 3, total_capped: false, next: null });
    expect(page.items.map((p: { id: string }) => p.id)).toEqual([ids.formula, ids.creative, ids.villa]);
    expect(page.items[1]).toMatchObject({ form_type: 'creative', project_type: 'music-video', property_address: null, status: 'new' });
    expect(Object.keys(page.items[1])).toEqual(expect.arrayContaining(['created_at', 'updated_at', 'referral_source', 'add_on']));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res = await get(`/admin/proposals?limit=1${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      seen.push(...body.items.map((p: { id: string }) => p.id));
      after = body.next;
    } while (after);
    expect(seen).toEqual([ids.formula, ids.creative, ids.villa]);
    // A filter pages the same way and counts what matches.
    const estates = (await get('/admin/proposals?form_type=estate&limit=1')).json();
    expect(estates).toMatchObject({ total: 2, items: [{ id: ids.formula }] });
    expect(await names(`?form_type=estate&limit=1&after=${encodeURIComponent(estates.next)}`)).toEqual([ids.villa]);
  });

  it('refuses a cursor it did not give with 400', async () => {
    for (const after of ['not-a-cursor', Buffer.from('["x"]').toString('base64url'), 'x'.repeat(300)]) {
      const res = await get(`/admin/proposals?after=${after}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('filters by form_type and status, and searches text literally', async () => {
    expect(await names('?form_type=creative')).toEqual([ids.creative]);
    expect(await names('?form_type=estate')).toEqual([ids.formula, ids.villa]);
    expect(await names('?q=austin')).toEqual([ids.formula]);
    expect(await names('?q=100%25')).toEqual([ids.villa]);
    expect(await names('?q=%25')).toEqual([ids.villa]);
    expect(await names('?q=GRACE@')).toEqual([ids.creative]);
    expect(await names('?status=won')).toEqual([]);
    expect((await get('/admin/proposals?form_type=wedding')).statusCode).toBe(400);
    expect((await get('/admin/proposals?status=closed')).statusCode).toBe(400);
    expect((await get('/admin/proposals?limit=1000')).statusCode).toBe(400);
  });

  it('shows one proposal, 404 for an unknown id and 400 for a malformed one', async () => {
    const one = await get(`/admin/proposals/${ids.villa}`);
    expect(one.json()).toMatchObject({ id: ids.villa, form_type: 'estate', email: 'ada@example.com', property_value: '2m-5m', timeline: 'within-week' });
    expect((await get(`/admin/proposals/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/admin/proposals/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('admin status changes', () => {
  it('moves a proposal through its statuses and records each change', async () => {
    for (const status of ['contacted', 'quoted', 'won']) {
      const res = await patch(`/admin/proposals/${ids.creative}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.creative, status });
    }
    expect(await names('?status=won')).toEqual([ids.creative]);
    const log = (await get('/admin/audit')).json().items;
    expect(log[0]).toMatchObject({
      action: 'media.proposal.status',
      target_type: 'proposal',
      target_id: ids.creative,
      actor_email: 'admin@example.com',
      details: { from: 'quoted', to: 'won' },
    });
    expect(log.filter((e: { target_id: string }) => e.target_id === ids.creative)).toHaveLength(3);
  });

  it('does not log a change that changes nothing', async () => {
    const before = (await get('/admin/audit')).json().items.length;
    expect((await patch(`/admin/proposals/${ids.creative}`, { status: 'won' })).statusCode).toBe(200);
    expect((await get('/admin/audit')).json().items.length).toBe(before);
  });

  it('refuses unknown statuses, extra fields and unknown proposals', async () => {
    const bad = await patch(`/admin/proposals/${ids.villa}`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('status');
    expect((await patch(`/admin/proposals/${ids.villa}`, { status: 'lost', email: 'x@example.com' })).statusCode).toBe(400);
    expect((await patch(`/admin/proposals/${randomUUID()}`, { status: 'lost' })).statusCode).toBe(404);
    expect((await get(`/admin/proposals/${ids.villa}`)).json()).toMatchObject({ status: 'new', email: 'ada@example.com' });
  });
});

describe('admin CSV export', () => {
  it('downloads every proposal as formula-safe CSV with readable labels (statuses and add-ons too, never their ids)', async () => {
    const res = await get('/admin/proposals.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact_submissions.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Submitted At,Type,Status,Full Name,Email,Phone,Company,Property Address,Property Value,Project Type,Timeline,Budget,Referral Source,Add-on,Project Description',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${ids.formula},`);
    // A spreadsheet must not run the name as a formula.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.find((l) => l.startsWith(ids.creative!))).toContain(
      ',Creative,Won,Grace Artist,grace@example.com,,,,,Music Video,Within a quarter,$15K - $30K,',
    );
    // The kit's formula guard also prefixes a leading '+', as in international phone numbers.
    expect(lines.find((l) => l.startsWith(ids.villa!))).toContain(
      `,Estate,New,Ada Realtor,ada@example.com,'+1 555 0100,Skyline Realty,"1 Ocean Drive, Miami",$2M - $5M,,Within a week,$30K - $50K,Google Search,Website Landing Page,Villa with 100% ocean view`,
    );
  });

  it('applies the list filters, and exports just the header when nothing matches', async () => {
    const creativeOnly = (await get('/admin/proposals.csv?form_type=creative')).body.trimEnd().split('\r\n');
    expect(creativeOnly).toHaveLength(2);
    expect(creativeOnly[1]!.startsWith(ids.creative!)).toBe(true);
    expect((await get('/admin/proposals.csv?status=lost')).body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await get('/admin/proposals.csv?status=closed')).statusCode).toBe(400);
  });
});
