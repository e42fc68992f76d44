import { randomUUID } from 'node:crypto';
import { webEssentials as we } from '@sqw/contracts';
import { startWebEssentials, storedSubmission, submit, validAnswers as valid, type TestService } from './helpers';
import { countRows } from '@sqw/service-kit/testing';
import { SUBMIT_RATE_LIMIT } from '../src/routes/submissions';

let t: TestService;
beforeAll(async () => {
  t = await startWebEssentials();
});
afterAll(() => t.close());

const outboxFor = (id: string) =>
  t.db
    .selectFrom('outbox' as any)
    .select(['to_address', 'kind', 'subject', 'text_body'])
    .where('text_body', 'like', `%${id}%`)
    .orderBy('id')
    .execute() as Promise<{ to_address: string; kind: string; subject: string; text_body: string }[]>;

describe('POST /submissions', () => {
  it('stores an individual questionnaire as pending with the server quote and two mails', async () => {
    const res = await submit(t, valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      quote: { one_time_total: 1350, deposit_due: 675, monthly_total: 150, savings: { one_time: 0, monthly: 0 } },
    });
    expect(body.quote).toEqual(
      we.quote({ selection_type: 'individual', package: 'premium', add_ons: ['booking-tool'], hosting: 'standard', maintenance: 'basic' }),
    );
    const row = await storedSubmission(t, body.id);
    expect(row).toMatchObject({
      business_name: 'Sovereign Bakery',
      status: 'pending',
      package: 'premium',
      bundle: null,
      add_ons: ['booking-tool'],
      social_media: null,
      providing_assets: true,
      contact_email: 'ada@example.com',
      user_id: null,
    });
    expect(row.quote).toEqual(body.quote);
    const mails = await outboxFor(body.id);
    expect(mails.map((m) => [m.to_address, m.kind])).toEqual([
      ['ada@example.com', 'web-essentials.submission_received'],
      ['studio@example.com', 'web-essentials.submission_notice'],
    ]);
    expect(mails[0]!.text_body).toContain('Deposit due to begin (50%): $675');
    expect(mails[0]!.text_body).toContain('Booking tool: $125');
    expect(mails[1]!.subject).toContain('Sovereign Bakery (Premium)');
  });

  it('stores a bundle questionnaire, dropping the hidden package choices', async () => {
    const res = await submit(t, { ...valid, selection_type: 'bundle', bundle: 'growth-pro', bundle_hosting_maintenance: 'pro-bundle' });
    expect(res.statusCode).toBe(201);
    expect(res.json().quote).toMatchObject({ one_time_total: 1825, deposit_due: 912.5, monthly_total: 325, savings: { one_time: 75, monthly: 0 } });
    const row = await storedSubmission(t, res.json().id);
    expect(row).toMatchObject({
      selection_type: 'bundle',
      bundle: 'growth-pro',
      package: null,
      hosting: null,
      maintenance: null,
      bundle_hosting_maintenance: null,
    });
  });

  it('lets a hosting-and-maintenance bundle clear separate hosting and maintenance before storing', async () => {
    const res = await submit(t, { ...valid, hosting: 'high-end', maintenance: 'priority', bundle_hosting_maintenance: 'standard-bundle' });
    expect(res.statusCode).toBe(201);
    expect(res.json().quote).toMatchObject({ monthly_total: 125, monthly_is_starting_price: false, savings: { monthly: 25 } });
    const row = await storedSubmission(t, res.json().id);
    expect(row).toMatchObject({ hosting: null, maintenance: null, bundle_hosting_maintenance: 'standard-bundle' });
  });

  it('applies the contract defaults to a minimal questionnaire', async () => {
    const { business_name, business_description, services, contact_name, contact_email } = valid;
    const res = await submit(t, { business_name, business_description, services, contact_name, contact_email });
    expect(res.statusCode).toBe(201);
    expect(res.json().quote.one_time_total).toBe(0);
    const row = await storedSubmission(t, res.json().id);
    expect(row).toMatchObject({
      selection_type: 'individual',
      pages: 'Use Default Layout',
      contact_form: true,
      providing_assets: false,
      need_domain_help: false,
      add_ons: [],
    });
  });

  it('keeps line breaks in answers out of the mail subjects', async () => {
    const res = await submit(t, { ...valid, business_name: 'Evil\r\nBcc: victim@example.com' });
    expect(res.statusCode).toBe(201);
    const subjects = (await outboxFor(res.json().id)).map((m) => m.subject);
    expect(subjects).toEqual([
      'We received your project for Evil Bcc: victim@example.com',
      'New web build questionnaire: Evil Bcc: victim@example.com (Premium)',
    ]);
  });

  it('remembers the member who submitted', async () => {
    const sub = randomUUID();
    const res = await submit(t, valid, { authorization: `Bearer ${await t.memberToken(sub)}` });
    const row = await t.db.selectFrom('submissions').select('user_id').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(sub);
  });

  it.each([
    ['a package outside the list', { package: 'enterprise' }, 'package', 'Please choose a package from the list'],
    ['an empty select', { hosting: '' }, 'hosting', 'Please choose a hosting plan from the list'],
    ['an unknown bundle', { selection_type: 'bundle', bundle: 'mega' }, 'bundle', 'Please choose a bundle from the list'],
    ['an unknown add-on', { add_ons: ['seo-formatting'] }, 'add_ons.0', 'Please choose add-ons from the list'],
    ['an unknown selection type', { selection_type: 'both' }, 'selection_type', 'Please choose individual packages or a bundle'],
    ['a missing business name', { business_name: '' }, 'business_name', 'Business name is required'],
    ['a description under 10 characters', { business_description: 'Bread.' }, 'business_description', 'Please provide at least a brief description'],
    ['missing services', { services: ' ' }, 'services', 'Please list your main services or products'],
    ['a missing contact name', { contact_name: '' }, 'contact_name', 'Please enter your name'],
    ['a bad contact email', { contact_email: 'ada@' }, 'contact_email', 'Please enter a valid email.'],
    ['oversized notes', { notes: 'x'.repeat(5001) }, 'notes', 'Must be at most 5000 characters'],
    ['an oversized business name', { business_name: 'x'.repeat(121) }, 'business_name', 'Must be at most 120 characters'],
    ['a client-sent price', { price: 1 }, '', 'Unknown field: price. Prices are computed by the server.'],
    ['a client-sent quote', { quote: { one_time_total: 1 } }, '', 'Unknown field: quote. Prices are computed by the server.'],
  ])('refuses %s with a clear message and stores nothing', async (_label, change, path, message) => {
    const before = await countRows(t, 'submissions');
    const res = await submit(t, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('validation_failed');
    expect(err.details).toContainEqual({ path, message });
    expect(err.message).toBe(path ? `${path}: ${message}` : message);
    expect(await countRows(t, 'submissions')).toBe(before);
  });

  it('answers malformed JSON and oversized bodies with 4xx and stores nothing', async () => {
    const before = await countRows(t, 'submissions');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/submissions',
      payload: '{"business_name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.9.9.1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_json');
    const huge = await submit(t, { ...valid, notes: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await countRows(t, 'submissions')).toBe(before);
  });

  it('stores one row for a retried submit with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const before = await countRows(t, 'submissions');
    const [a, b] = await Promise.all([submit(t, valid, { 'idempotency-key': key }), submit(t, valid, { 'idempotency-key': key })]);
    const c = await submit(t, valid, { 'idempotency-key': key });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(c.json()).toEqual(a.json());
    expect(await countRows(t, 'submissions')).toBe(before + 1);
    expect(await outboxFor(a.json().id)).toHaveLength(2);
    expect((await submit(t, valid, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });

  it('rate-limits submissions per sender: one e-mail from one address, not everyone behind that address', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++) expect((await submit(t, { ...valid, business_name: '' }, {}, ip)).statusCode).toBe(400);
    const limited = await submit(t, valid, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('over_request_rate_limit');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A colleague behind the same office address, and the same sender from elsewhere, still get through.
    expect((await submit(t, { ...valid, contact_email: 'colleague@office.test' }, {}, ip)).statusCode).toBe(201);
    expect((await submit(t, valid, {}, '10.200.0.2')).statusCode).toBe(201);
  });

  it('still stops one address cycling through e-mails, at the address ceiling', async () => {
    const ip = '10.200.0.3';
    for (let i = 0; i < SUBMIT_RATE_LIMIT.perAddress; i++) await submit(t, { ...valid, business_name: '', contact_email: `x${i}@cycle.test` }, {}, ip);
    const limited = await submit(t, { ...valid, contact_email: 'fresh@cycle.test' }, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('over_request_rate_limit');
  });
});

describe('service surface', () => {
  it('publishes OpenAPI with every admin route under /admin/', async () => {
    const doc = (await t.app.inject('/openapi.json')).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/submissions', '/admin/submissions', '/admin/submissions/{id}', '/admin/submissions.csv']));
    expect(paths.filter((p) => p !== '/submissions').every((p) => p.split('/').includes('admin'))).toBe(true);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });
});
