import { randomUUID } from 'node:crypto';
import { media } from '@sqw/contracts';
import { sql } from 'kysely';
import { countRows } from '@sqw/service-kit/testing';
import { BUSINESS, creative, estate, poster, startMedia, type TestService } from './fixtures';

let t: TestService;
beforeAll(async () => {
  t = await startMedia();
});
afterAll(() => t.close());
const post = poster(() => t);

const mailsTo = (to: string) =>
  t.db
    .selectFrom('outbox' as any)
    .select(['to_address', 'kind', 'subject', 'text_body'])
    .where('to_address', '=', to)
    .execute();

describe('POST /proposals', () => {
  it('stores an estate request with its form_type and queues both mails', async () => {
    const res = await post('/proposals', estate);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await t.db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form_type: 'estate',
      email: 'ada@example.com',
      property_address: '1 Ocean Drive, Miami',
      property_value: '2m-5m',
      timeline: 'within-week',
      project_type: null,
      budget: null,
      status: 'new',
    });
    const ack = await mailsTo('ada@example.com');
    expect(ack).toEqual([expect.objectContaining({ kind: 'media.proposal_received', subject: 'We received your estate proposal request' })]);
    expect(ack[0]!.text_body).toContain('within 24 hours');
    const notice = (await mailsTo(BUSINESS)).filter((m) => m.text_body.includes(id));
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ kind: 'media.proposal_notice', subject: 'New estate proposal request: Ada Realtor' });
    expect(notice[0]!.text_body).toContain('Property Value: $2M - $5M');
    expect(notice[0]!.text_body).toContain('Timeline: Within a week');
  });

  it('stores a creative brief with its form_type, an add-on and both mails', async () => {
    const res = await post('/proposals', { ...creative, add_on: 'logo-animation' });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('proposals').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form_type: 'creative',
      project_type: 'music-video',
      timeline: 'within-quarter',
      property_address: null,
      add_on: 'logo-animation',
    });
    expect((await mailsTo('grace@example.com')).map((m) => m.subject)).toEqual(['We received your creative brief']);
    const notice = (await mailsTo(BUSINESS)).find((m) => m.text_body.includes(res.json().id));
    expect(notice?.text_body).toContain('Project Type: Music Video');
    expect(notice?.text_body).toContain('Add-on: Logo Animation ($75)');
  });

  it.each([
    ['estate without an address', { ...estate, property_address: '  ' }, 'property_address'],
    ['estate without a timeline', { ...estate, timeline: undefined }, 'timeline'],
    ['estate with a creative timeline', { ...estate, timeline: 'within-quarter' }, 'timeline'],
    ['creative without a project type', { ...creative, project_type: undefined }, 'project_type'],
    ['creative with an estate timeline', { ...creative, timeline: 'within-week' }, 'timeline'],
    ['creative with an unknown project type', { ...creative, project_type: 'wedding' }, 'project_type'],
    ['an unknown form_type', { ...estate, form_type: 'wedding' }, 'form_type'],
    ['no form_type', { ...creative, form_type: undefined }, 'form_type'],
    ['a property value outside the list', { ...estate, property_value: '1b' }, 'property_value'],
    ['a budget outside the list', { ...creative, budget: 'millions' }, 'budget'],
    ['a referral source outside the list', { ...estate, referral_source: 'tv' }, 'referral_source'],
    ['an unknown add-on', { ...estate, add_on: 'yacht' }, 'add_on'],
    ['a malformed e-mail', { ...estate, email: 'ada@' }, 'email'],
    ['a missing name', { ...creative, name: '' }, 'name'],
    ['a missing description', { ...creative, description: undefined }, 'description'],
    ['an oversized description', { ...estate, description: 'x'.repeat(5001) }, 'description'],
    ['an oversized name', { ...creative, name: 'x'.repeat(121) }, 'name'],
    ['an estate-only field on a creative brief', { ...creative, property_address: '1 Main St' }, ''],
    ['an unknown field', { ...estate, admin: true }, ''],
    ['a wrong type', { ...estate, phone: 5550100 }, 'phone'],
  ])('refuses %s with field-level details and stores nothing', async (_label, body, path) => {
    const before = [await countRows(t, 'proposals'), await countRows(t, 'outbox')];
    const res = await post('/proposals', body);
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('validation_failed');
    expect(err.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(err.details.every((d: { message: string }) => d.message.length > 0)).toBe(true);
    expect([await countRows(t, 'proposals'), await countRows(t, 'outbox')]).toEqual(before);
  });

  it("checks the phone number and the length of a name on the server too, with the form's messages", async () => {
    const before = await countRows(t, 'proposals');
    const phone = (await post('/proposals', { ...estate, phone: 'call me maybe' })).json().error;
    expect(phone.details).toEqual([{ path: 'phone', message: media.PHONE_MESSAGE }]);
    const name = (await post('/proposals', { ...creative, name: 'Đặng '.repeat(30) })).json().error;
    expect(name.details).toEqual([{ path: 'name', message: 'Please enter a shorter name (at most 120 characters).' }]);
    expect(await countRows(t, 'proposals')).toBe(before);
    expect((await post('/proposals', { ...estate, phone: '(555) 013-7790 ext. 4' })).statusCode).toBe(201);
  });

  it('says which field is unknown and what a missing variant field needs', async () => {
    const unknown = (await post('/proposals', { ...estate, coupon: 'FREE' })).json().error;
    expect(unknown.details[0].message).toBe('Unknown field: coupon');
    const noAddress = (await post('/proposals', { ...estate, property_address: undefined })).json().error;
    expect(noAddress.details).toContainEqual({ path: 'property_address', message: 'Please enter the property address.' });
  });

  it('answers malformed and non-object bodies with 4xx, never 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/proposals', payload: '{"form_type":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_json');
    expect((await post('/proposals', [estate])).statusCode).toBe(400);
    expect((await post('/proposals', { ...estate, description: 'x'.repeat(300 * 1024) })).statusCode).toBe(413);
  });

  it('stores a retried submit with the same Idempotency-Key once', async () => {
    const key = randomUUID();
    const before = await countRows(t, 'outbox');
    const send = () => post('/proposals', { ...creative, email: 'retry@example.com' }, { 'idempotency-key': key });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(await t.db.selectFrom('proposals').select('id').where('email', '=', 'retry@example.com').execute()).toHaveLength(1);
    expect((await countRows(t, 'outbox')) - before).toBe(2);
    const other = await post('/proposals', { ...creative, email: 'retry@example.com' }, { 'idempotency-key': randomUUID() });
    expect(other.json().id).not.toBe(a.json().id);
  });

  it('limits submissions per sender (address and e-mail), so others behind that address still get through', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) expect((await post('/proposals', { form_type: 'x', email: creative.email }, {}, ip)).statusCode).toBe(400);
    const limited = await post('/proposals', creative, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('over_request_rate_limit');
    expect((await post('/proposals', { ...creative, email: 'colleague@office.test' }, {}, ip)).statusCode).toBe(201);
    expect((await post('/proposals', creative, {}, '192.0.2.78')).statusCode).toBe(201);
  });

  it('stores nothing when a mail cannot be queued', async () => {
    // Simulates the outbox write failing after the row insert: the whole request must roll back.
    await sql`create function refuse_notice() returns trigger language plpgsql as $$
      begin if new.kind = 'media.proposal_notice' then raise exception 'outbox down'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_notice before insert on outbox for each row execute function refuse_notice()`.execute(t.db);
    try {
      const res = await post('/proposals', { ...estate, email: 'atomic@example.com' });
      expect(res.statusCode).toBe(500);
      expect(await t.db.selectFrom('proposals').select('id').where('email', '=', 'atomic@example.com').execute()).toHaveLength(0);
      expect(await mailsTo('atomic@example.com')).toHaveLength(0);
    } finally {
      await sql`drop trigger refuse_notice on outbox`.execute(t.db);
    }
  });

  it('publishes its routes in OpenAPI', async () => {
    const paths = Object.keys((await t.app.inject('/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/proposals', '/admin/proposals', '/admin/proposals/{id}', '/admin/proposals.csv']));
  });
});
