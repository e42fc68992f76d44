import { randomUUID } from 'node:crypto';
import { seededSubmission, startWebEssentials, submit, validAnswers as valid, type TestService } from './helpers';

let t: TestService;
let admin: { authorization: string };
const ids: Record<string, string> = {};

const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const patch = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { ...headers, 'content-type': 'application/json' } });

async function seed(name: string, answers: object, submitted_at: string) {
  const res = await submit(t, { ...valid, business_name: name, ...answers });
  expect(res.statusCode).toBe(201);
  await t.db.updateTable('submissions').set({ submitted_at: submitted_at }).where('id', '=', res.json().id).execute();
  ids[name] = res.json().id;
}

beforeAll(async () => {
  t = await startWebEssentials();
  admin = { authorization: `Bearer ${await t.adminToken()}` };
  await seed(
    'Alpha Bakery',
    { package: 'basic', add_ons: [], hosting: null, maintenance: null, contact_name: 'Ann Alpha', contact_email: 'ann@alpha.test' },
    '2025-01-10T09:00:00.000Z',
  );
  await seed(
    'Beta 100% Studio',
    { selection_type: 'bundle', bundle: 'growth-pro', contact_name: 'Ben Beta', contact_email: 'ben@beta.test' },
    '2025-02-15T23:30:00.000Z',
  );
  await seed(
    '=Gamma Labs',
    { package: 'authority', hosting: 'high-end', maintenance: 'priority', contact_name: 'Gia, "G" Gamma', contact_email: 'gia@gamma.test' },
    '2025-03-01T12:00:00.000Z',
  );
});
afterAll(() => t.close());

describe('admin authorization', () => {
  it.each(['/admin/submissions', `/admin/submissions/${randomUUID()}`, '/admin/submissions.csv'])(
    'refuses visitors (401) and members (403) on %s',
    async (url) => {
      const anon = await t.app.inject(url);
      expect(anon.statusCode).toBe(401);
      expect(anon.json().error.code).toBe('unauthorized');
      const member = await get(url, { authorization: `Bearer ${await t.memberToken()}` });
      expect(member.statusCode).toBe(403);
      expect(member.json().error.code).toBe('forbidden');
    },
  );

  it('refuses status changes from members and leaves the status alone', async () => {
    const res = await patch(`/admin/submissions/${ids['Alpha Bakery']}`, { status: 'declined' }, { authorization: `Bearer ${await t.memberToken()}` });
    expect(res.statusCode).toBe(403);
    expect((await get(`/admin/submissions/${ids['Alpha Bakery']}`)).json().status).toBe('pending');
  });
});

describe('admin list', () => {
  const names = async (query = '') => (await get(`/admin/submissions${query}`)).json().items.map((i: { business_name: string }) => i.business_name);

  it('lists newest first with the admin table fields and totals', async () => {
    const res = await get('/admin/submissions');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().items[1]).toEqual({
      id: ids['Beta 100% Studio'],
      business_name: 'Beta 100% Studio',
      selection_type: 'bundle',
      package: null,
      bundle: 'growth-pro',
      choice_label: 'Growth Pro bundle',
      contact_name: 'Ben Beta',
      contact_email: 'ben@beta.test',
      status: 'pending',
      submitted_at: '2025-02-15T23:30:00.000Z',
      one_time_total: 1825,
      monthly_total: 325,
    });
    expect(await names()).toEqual(['=Gamma Labs', 'Beta 100% Studio', 'Alpha Bakery']);
  });

  it('pages by cursor to the end, each row once, with the total on every page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res = await get(`/admin/submissions?limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 3, total_capped: false });
      seen.push(...body.items.map((i: { business_name: string }) => i.business_name));
      after = body.next;
    } while (after);
    expect(seen).toEqual(['=Gamma Labs', 'Beta 100% Studio', 'Alpha Bakery']);
    expect((await get('/admin/submissions?limit=3')).json().next).toBeNull();
    expect((await get('/admin/submissions?limit=0')).statusCode).toBe(400);
    expect((await get('/admin/submissions?limit=101')).statusCode).toBe(400);
  });

  it('refuses a cursor it did not give with 400', async () => {
    for (const after of ['garbage', Buffer.from('["2025-01-01", "x"]').toString('base64url')]) {
      const res = await get(`/admin/submissions?after=${after}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({ path: 'after', message: 'Invalid cursor' });
    }
  });

  it('searches business name, contact name and email, with wildcards taken literally', async () => {
    expect(await names('?search=alpha')).toEqual(['Alpha Bakery']);
    expect(await names('?search=GIA%40')).toEqual(['=Gamma Labs']);
    expect(await names('?search=Ben')).toEqual(['Beta 100% Studio']);
    expect(await names('?search=100%25')).toEqual(['Beta 100% Studio']);
    expect(await names('?search=%25')).toEqual(['Beta 100% Studio']);
    expect(await names('?search=_')).toEqual([]);
  });

  it('filters by date range, a date-only end including that whole day', async () => {
    expect(await names('?from=2025-02-01&to=2025-02-15')).toEqual(['Beta 100% Studio']);
    expect(await names('?from=2025-02-16')).toEqual(['=Gamma Labs']);
    expect(await names('?to=2025-02-15T23:00:00Z')).toEqual(['Alpha Bakery']);
    const backwards = await get('/admin/submissions?from=2025-03-01&to=2025-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toEqual([{ path: 'to', message: 'Must not be before the start date' }]);
    expect((await get('/admin/submissions?from=yesterday')).statusCode).toBe(400);
  });

  it('filters by status and refuses unknown statuses', async () => {
    expect(await names('?status=pending')).toHaveLength(3);
    expect((await get('/admin/submissions?status=archived')).statusCode).toBe(400);
  });
});

describe('admin detail and status', () => {
  it('returns every stored answer and the quote', async () => {
    const res = await get(`/admin/submissions/${ids['=Gamma Labs']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      business_name: '=Gamma Labs',
      package: 'authority',
      hosting: 'high-end',
      maintenance: 'priority',
      add_ons: ['booking-tool'],
      notes: 'Launch before spring.',
      status_changed_at: null,
      quote: { one_time_total: 1875, deposit_due: 937.5, monthly_total: 625, monthly_is_starting_price: true },
    });
    expect((await get(`/admin/submissions/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/admin/submissions/not-a-uuid')).statusCode).toBe(400);
  });

  it('walks the status through the workflow and audits each change', async () => {
    const id = ids['Alpha Bakery'];
    for (const status of ['contacted', 'deposit-received', 'in-progress', 'launched']) {
      const res = await patch(`/admin/submissions/${id}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status });
      expect(res.json().status_changed_at).toEqual(expect.any(String));
    }
    const log = (await get('/admin/audit')).json().items;
    expect(log[0]).toMatchObject({
      action: 'web-essentials.submission.status',
      target_type: 'submission',
      target_id: id,
      actor_email: 'admin@example.com',
      details: { from: 'in-progress', to: 'launched' },
    });
    expect(log.filter((e: { target_id: string }) => e.target_id === id)).toHaveLength(4);
    // Saving the same status again is not a change.
    expect((await patch(`/admin/submissions/${id}`, { status: 'launched' })).statusCode).toBe(200);
    expect((await get('/admin/audit')).json().items.filter((e: { target_id: string }) => e.target_id === id)).toHaveLength(4);
    expect(await (await get('/admin/submissions?status=launched')).json().items.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it.each([
    ['an unknown status', { status: 'archived' }, 'Please choose a valid status'],
    ['an extra field', { status: 'declined', quote: 0 }, 'Unrecognized key: "quote"'],
  ])('refuses %s', async (_label, body, message) => {
    const res = await patch(`/admin/submissions/${ids['Beta 100% Studio']}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { message: string }) => d.message)).toContain(message);
    expect((await get(`/admin/submissions/${ids['Beta 100% Studio']}`)).json().status).toBe('pending');
  });

  it('answers 404 for a status change of an unknown submission', async () => {
    expect((await patch(`/admin/submissions/${randomUUID()}`, { status: 'contacted' })).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('downloads web_essentials_submissions.csv with the admin columns, formula-safe', async () => {
    const res = await get('/admin/submissions.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="web_essentials_submissions.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Business Name,Package,Contact Name,Contact Email,Submitted At,Status,Hosting,Maintenance,Hosting & Maintenance Bundle,Add-ons,One-time Total (USD),Deposit Due (USD),Monthly Total (USD),Submission ID',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `'=Gamma Labs,Authority,"Gia, ""G"" Gamma",gia@gamma.test,2025-03-01T12:00:00.000Z,Pending,High-End Hosting,Priority Maintenance,,Booking tool,1875.00,937.50,625.00+,${ids['=Gamma Labs']}`,
    );
    expect(lines[2]).toContain('Beta 100% Studio,Growth Pro bundle,Ben Beta,ben@beta.test');
    expect(lines[3]).toContain(',Basic,Ann Alpha,ann@alpha.test,2025-01-10T09:00:00.000Z,Launched,,,,,875.00,437.50,0.00,');
  });

  it('applies the list filters, and exports a header only when nothing matches', async () => {
    const one = (await get('/admin/submissions.csv?search=beta')).body.trimEnd().split('\r\n');
    expect(one).toHaveLength(2);
    expect(one[1]).toContain('Beta 100% Studio');
    const none = (await get('/admin/submissions.csv?status=declined')).body.trimEnd().split('\r\n');
    expect(none).toHaveLength(1);
    expect((await get('/admin/submissions.csv?from=2025-03-01&to=2025-01-01')).statusCode).toBe(400);
  });

  it('streams every row across keyset pages, including rows that share a timestamp', async () => {
    const at = '2024-06-01T00:00:00.000Z';
    const rows = Array.from({ length: 1203 }, (_, i) =>
      seededSubmission(`Bulk ${i}`, i % 2 ? at : `2024-05-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`),
    );
    await t.db.insertInto('submissions').values(rows).execute();
    const body = (await get('/admin/submissions.csv?search=Bulk')).body.trimEnd().split('\r\n').slice(1);
    expect(body).toHaveLength(1203);
    expect(new Set(body.map((l) => l.split(',')[0])).size).toBe(1203);
    // The list counts no further than its cap.
    expect((await get('/admin/submissions?search=Bulk&limit=1')).json()).toMatchObject({ total: 1000, total_capped: true, next: expect.any(String) });
    await t.db.deleteFrom('submissions').where('business_name', 'like', 'Bulk %').execute();
  });
});
