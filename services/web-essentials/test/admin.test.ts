import { randomUUID } from 'node:crypto';
import { startWebEssentials, submit, validAnswers as valid, type TestService } from './helpers';

let t: TestService;
let admin: { authorization: string };
const ids: Record<string, string> = {};

const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const patch = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { ...headers, 'content-type': 'application/json' } });

async function seed(name: string, answers: object, submittedAt: string) {
  const res = await submit(t, { ...valid, businessName: name, ...answers });
  expect(res.statusCode).toBe(201);
  await t.db.updateTable('submissions').set({ submitted_at: submittedAt }).where('id', '=', res.json().id).execute();
  ids[name] = res.json().id;
}

beforeAll(async () => {
  t = await startWebEssentials();
  admin = { authorization: `Bearer ${await t.adminToken()}` };
  await seed(
    'Alpha Bakery',
    { package: 'basic', addOns: [], hosting: null, maintenance: null, contactName: 'Ann Alpha', contactEmail: 'ann@alpha.test' },
    '2025-01-10T09:00:00.000Z',
  );
  await seed(
    'Beta 100% Studio',
    { selectionType: 'bundle', bundle: 'growth-pro', contactName: 'Ben Beta', contactEmail: 'ben@beta.test' },
    '2025-02-15T23:30:00.000Z',
  );
  await seed(
    '=Gamma Labs',
    { package: 'authority', hosting: 'high-end', maintenance: 'priority', contactName: 'Gia, "G" Gamma', contactEmail: 'gia@gamma.test' },
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
  const names = async (query = '') => (await get(`/admin/submissions${query}`)).json().items.map((i: { businessName: string }) => i.businessName);

  it('lists newest first with the admin table fields and totals', async () => {
    const res = await get('/admin/submissions');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().items[1]).toEqual({
      id: ids['Beta 100% Studio'],
      businessName: 'Beta 100% Studio',
      selectionType: 'bundle',
      package: null,
      bundle: 'growth-pro',
      choiceLabel: 'Growth Pro bundle',
      contactName: 'Ben Beta',
      contactEmail: 'ben@beta.test',
      status: 'pending',
      submittedAt: '2025-02-15T23:30:00.000Z',
      oneTimeTotal: 1825,
      monthlyTotal: 325,
    });
    expect(await names()).toEqual(['=Gamma Labs', 'Beta 100% Studio', 'Alpha Bakery']);
  });

  it('pages', async () => {
    const res = (await get('/admin/submissions?limit=1&offset=1')).json();
    expect(res.items.map((i: { businessName: string }) => i.businessName)).toEqual(['Beta 100% Studio']);
    expect(res.total).toBe(3);
    expect((await get('/admin/submissions?limit=0')).statusCode).toBe(400);
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
      businessName: '=Gamma Labs',
      package: 'authority',
      hosting: 'high-end',
      maintenance: 'priority',
      addOns: ['booking-tool'],
      notes: 'Launch before spring.',
      statusChangedAt: null,
      quote: { oneTimeTotal: 1875, depositDue: 937.5, monthlyTotal: 625, monthlyIsStartingPrice: true },
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
      expect(res.json().statusChangedAt).toEqual(expect.any(String));
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
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      business_name: `Bulk ${i}`,
      business_description: 'Seeded for the export test.',
      services: 'Bulk',
      selection_type: 'individual' as const,
      package: 'basic' as const,
      add_ons: [],
      pages: 'Use Default Layout',
      contact_form: true,
      providing_assets: false,
      need_domain_help: false,
      contact_name: 'Bulk',
      contact_email: 'bulk@example.com',
      quote: JSON.stringify({
        lines: [],
        oneTimeTotal: 875,
        depositDue: 437.5,
        monthlyTotal: 0,
        monthlyIsStartingPrice: false,
        savings: { oneTime: 0, monthly: 0 },
      }),
      submitted_at: i % 2 ? at : `2024-05-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    }));
    await t.db.insertInto('submissions').values(rows).execute();
    const body = (await get('/admin/submissions.csv?search=Bulk')).body.trimEnd().split('\r\n').slice(1);
    expect(body).toHaveLength(1203);
    expect(new Set(body.map((l) => l.split(',')[0])).size).toBe(1203);
    await t.db.deleteFrom('submissions').where('business_name', 'like', 'Bulk %').execute();
  });
});
