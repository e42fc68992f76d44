import { randomUUID } from 'node:crypto';
import { pages } from '@sqw/contracts';
import { multipartBody, TINY_PNG } from '@sqw/service-kit';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import type { HallDB } from '../src/db';
import { hallService } from '../src/service';

let t: TestService<HallDB>;
beforeAll(async () => {
  t = await startTestService(hallService);
});
afterAll(() => t.close());

const valid = {
  name: 'Ada Sovereign',
  alias: 'ada',
  email: 'ada@example.com',
  challenge: '$25/week Challenge',
  passive_income: '$120/month',
  custom_title: 'Stack Starter',
  quote: 'Pay yourself first.',
  proof_description: '',
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });

async function addLegend(level: number, name: string, createdAt: string) {
  return t.db
    .insertInto('sqw_legends')
    .values({
      name,
      level,
      title: 'T',
      challenge: 'C',
      passive_income: '$1',
      username: null,
      photo_key: null,
      avatar_url: null,
      quote: null,
      application_id: null,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('legends', () => {
  it('lists nothing and zero counts on an empty hall', async () => {
    expect((await t.app.inject('/legends')).json()).toEqual({ items: [], next: null });
    expect((await t.app.inject('/stats')).json()).toEqual({ legends: 0, submissions: 0, immortals: 0 });
  });

  it('orders by level desc then newest first, and filters by level', async () => {
    await addLegend(5, 'Commander Old', '2024-01-01T00:00:00Z');
    await addLegend(7, 'Immortal', '2024-01-01T00:00:00Z');
    await addLegend(5, 'Commander New', '2025-01-01T00:00:00Z');
    await addLegend(6, 'Sovereign', '2023-01-01T00:00:00Z');
    const all = (await t.app.inject('/legends')).json();
    expect(all.items.map((l: { name: string }) => l.name)).toEqual(['Immortal', 'Sovereign', 'Commander New', 'Commander Old']);
    expect(all.next).toBeNull();
    const wc = (await t.app.inject('/legends?filter=wealth-commander')).json();
    expect(wc.items.map((l: { name: string }) => l.name)).toEqual(['Commander New', 'Commander Old']);
    expect((await t.app.inject('/legends?filter=immortal')).json().items).toHaveLength(1);
    expect((await t.app.inject('/legends?filter=bogus')).statusCode).toBe(400);
    expect((await t.app.inject('/stats')).json()).toMatchObject({ legends: 4, immortals: 1 });
  });

  it('pages the whole gallery with after/next: every legend once, in order, and a forged cursor is a 400', async () => {
    // Ties on level and on created_at (to the microsecond) so the cursor must carry every key.
    const same = '2024-03-03T03:03:03.123456Z';
    for (let i = 0; i < 23; i++)
      await addLegend(1 + (i % 3), `Paged ${i}`, i % 4 === 0 ? same : `2024-0${1 + (i % 9)}-0${1 + (i % 7)}T00:00:0${i % 10}.00${i}Z`);
    const expected = (await t.db.selectFrom('sqw_legends').select('id').orderBy('level', 'desc').orderBy('created_at', 'desc').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const seen: string[] = [];
    let after: string | null | undefined;
    let pages = 0;
    do {
      const res = await t.app.inject(`/legends?limit=5${after ? `&after=${after}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((l: { id: string }) => l.id));
      after = page.next;
      pages++;
    } while (after && pages < 50);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 5));

    // A filter pages within its level, with the same cursors.
    const level2 = (await t.app.inject('/legends?filter=immortal&limit=1')).json();
    expect(level2.next).toBeNull();

    const forged = [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['7'])).toString('base64url'),
      Buffer.from(JSON.stringify(['7', "2024-01-01'; drop table sqw_legends; --", randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify([7, '2024-01-01T00:00:00.000000Z', randomUUID()])).toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await t.app.inject(`/legends?after=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path: 'after', message: 'Invalid cursor' }] });
    }
  });

  it('downloads a certificate naming the legend', async () => {
    const { id } = await addLegend(3, 'Cert <Holder>', '2025-06-01T00:00:00Z');
    const res = await t.app.inject(`/legends/${id}/certificate.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-disposition']).toContain('sqw-hall-certificate-cert-holder.svg');
    expect(res.body).toContain('Cert &lt;Holder&gt;');
    expect((await t.app.inject(`/legends/${randomUUID()}/certificate.svg`)).statusCode).toBe(404);
  });
});

describe('applications', () => {
  it('stores a valid application as pending with two outbox mails', async () => {
    const res = await post('/applications', valid);
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('sqw_submissions').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada Sovereign', status: 'pending', proof_description: null, email: 'ada@example.com' });
    const mails = await t.db
      .selectFrom('outbox' as any)
      .select(['to_address', 'kind'])
      .execute();
    expect(mails).toEqual(expect.arrayContaining([expect.objectContaining({ to_address: 'ada@example.com', kind: 'hall.application_received' })]));
  });

  it.each([
    ['missing name', { ...valid, name: '' }, 'name'],
    ['missing passive income', { ...valid, passive_income: '  ' }, 'passive_income'],
    ['bad email', { ...valid, email: 'not-an-email' }, 'email'],
    ['unknown challenge', { ...valid, challenge: 'Get rich quick' }, 'challenge'],
    ['unknown field', { ...valid, admin: true }, ''],
    ['wrong type', { ...valid, name: 42 }, 'name'],
    ['oversized quote', { ...valid, quote: 'x'.repeat(281) }, 'quote'],
  ])('refuses %s with the shared error shape', async (_label, body, path) => {
    const before = await t.db.selectFrom('sqw_submissions').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await post('/applications', body);
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('validation_failed');
    expect(typeof err.message).toBe('string');
    if (path) expect(err.details.map((d: { path: string }) => d.path)).toContain(path);
    const after = await t.db.selectFrom('sqw_submissions').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('answers malformed JSON and oversized bodies with 4xx, never 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/applications', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_json');
    const huge = await post('/applications', { ...valid, proof_description: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });

  it('stores one row for a retried request with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([post('/applications', valid, { 'idempotency-key': key }), post('/applications', valid, { 'idempotency-key': key })]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().id).toBe(b.json().id);
    const rows = await t.db.selectFrom('sqw_submissions').select('id').where('id', '=', a.json().id).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('photo upload', () => {
  const upload = (data: Buffer, type = 'image/png', filename = 'me.png') => {
    const { payload, headers } = multipartBody([{ field: 'file', filename, type, data }]);
    return t.app.inject({ method: 'POST', url: '/photos', payload, headers });
  };

  it('accepts a real image and links it to an application', async () => {
    const res = await upload(TINY_PNG);
    expect(res.statusCode).toBe(201);
    const photoId = res.json().id;
    const app = await post('/applications', { ...valid, photo_id: photoId });
    expect(app.statusCode).toBe(201);
    const row = await t.db.selectFrom('sqw_submissions').select('photo_id').where('id', '=', app.json().id).executeTakeFirstOrThrow();
    expect(row.photo_id).toBe(photoId);
    // A photo belongs to one application only.
    expect((await post('/applications', { ...valid, photo_id: photoId })).statusCode).toBe(400);
  });

  it('refuses non-images by content, whatever the declared type', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'image/png', 'evil.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/image/i);
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
  });

  it('refuses a request without a file', async () => {
    expect((await post('/photos', {})).statusCode).toBe(415);
  });
});

describe('admin review', () => {
  it('requires a token and the admin role, and rejects tampered tokens', async () => {
    expect((await t.app.inject('/admin/applications')).statusCode).toBe(401);
    const member = await t.memberToken();
    expect((await t.app.inject({ url: '/admin/applications', headers: { authorization: `Bearer ${member}` } })).statusCode).toBe(403);
    const [h, p, s] = member.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    claims.app_metadata.role = 'admin';
    const forged = [h, Buffer.from(JSON.stringify(claims)).toString('base64url'), s].join('.');
    expect((await t.app.inject({ url: '/admin/applications', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    const none = [Buffer.from('{"alg":"none"}').toString('base64url'), p, ''].join('.');
    expect((await t.app.inject({ url: '/admin/applications', headers: { authorization: `Bearer ${none}` } })).statusCode).toBe(401);
    const expired = await t.issuer.token({ role: 'admin', expiresIn: '-1m' });
    expect((await t.app.inject({ url: '/admin/applications', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401);
  });

  it('approves an application into the legends and records the action', async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const created = (await post('/applications', { ...valid, name: 'Grace Legend' })).json();
    const approve = await post(`/admin/applications/${created.id}/approve`, { level: 6, badges: ['Early Adopter'] }, admin);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ name: 'Grace Legend', level: 6, title: 'Sovereign Elite', badges: ['Early Adopter'], username: 'ada' });
    const sovereign = (await t.app.inject('/legends?filter=sovereign')).json();
    expect(sovereign.items.map((l: { name: string }) => l.name)).toContain('Grace Legend');
    expect((await post(`/admin/applications/${created.id}/approve`, { level: 6 }, admin)).statusCode).toBe(409);
    const log = (await t.app.inject({ url: '/admin/audit', headers: admin })).json();
    expect(log.items[0]).toMatchObject({ action: 'hall.application.approve', target_id: created.id });
  });

  it('lists applications newest first, a page at a time with after/next, with the count and a status filter', async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const list = (query: string) => t.app.inject({ url: `/admin/applications?${query}`, headers: admin });
    // Written directly (the public form is rate limited); two share a creation time, so id breaks the tie.
    await t.db
      .insertInto('sqw_submissions')
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          name: `Listed ${i}`,
          alias: null,
          email: `listed-${i}@example.com`,
          challenge: valid.challenge,
          passive_income: valid.passive_income,
          custom_title: null,
          quote: null,
          proof_description: null,
          photo_id: null,
          decision_reason: null,
          legend_id: null,
          decided_at: null,
          created_at: `2099-01-0${1 + Math.min(i, 5)}T00:00:00.000001Z`,
        })),
      )
      .execute();
    const expected = (
      await t.db.selectFrom('sqw_submissions').select('id').where('status', '=', 'pending').orderBy('created_at', 'desc').orderBy('id').execute()
    ).map((r) => r.id);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { items: { id: string; status: string }[]; next: string | null } = (
        await list(`status=pending&limit=3${after ? `&after=${after}` : ''}`)
      ).json();
      expect(page).toMatchObject({ total: expected.length, total_capped: false });
      for (const a of page.items) expect(a.status).toBe('pending');
      seen.push(...page.items.map((a) => a.id));
      after = page.next;
    } while (after);
    expect(seen).toEqual(expected);
    const first = (await list('limit=1')).json();
    expect(['Listed 5', 'Listed 6']).toContain(first.items[0].name);
    expect(first.items[0].has_photo).toBe(false);
    expect((await list('after=bogus')).statusCode).toBe(400);
    expect((await list('status=maybe')).statusCode).toBe(400);
  });

  it("shows an applicant's photo to admins, and once approved as the legend's avatar to everyone", async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'me.png', type: 'image/png', data: TINY_PNG }]);
    const photoId = (await t.app.inject({ method: 'POST', url: '/photos', payload, headers })).json().id;
    const created = (await post('/applications', { ...valid, name: 'Photo Legend', photo_id: photoId })).json();
    const photo = await t.app.inject({ url: `/admin/applications/${created.id}/photo`, headers: admin });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(TINY_PNG);
    expect((await t.app.inject(`/admin/applications/${created.id}/photo`)).statusCode).toBe(401);

    const legend = (await post(`/admin/applications/${created.id}/approve`, { level: 2 }, admin)).json();
    expect(legend.avatar_url).toBe(`/legends/${legend.id}/avatar`);
    const avatar = await t.app.inject(legend.avatar_url);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload).toEqual(TINY_PNG);
  });

  it('rejects with a reason and e-mails the applicant', async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const created = (await post('/applications', { ...valid, email: 'reject-me@example.com' })).json();
    expect((await post(`/admin/applications/${created.id}/reject`, { reason: '' }, admin)).statusCode).toBe(400);
    expect((await post(`/admin/applications/${created.id}/reject`, { reason: 'Proof missing' }, admin)).statusCode).toBe(200);
    const mail = await t.db
      .selectFrom('outbox' as any)
      .select(['kind'])
      .where('to_address', '=', 'reject-me@example.com')
      .where('kind', '=', 'hall.application_rejected')
      .execute();
    expect(mail).toHaveLength(1);
    expect((await post(`/admin/applications/${randomUUID()}/reject`, { reason: 'x' }, admin)).statusCode).toBe(404);
  });
});

describe('link preview of a shared legend', () => {
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const notFoundShape = { error: { code: 'not_found', message: expect.any(String) } };

  it('renders the certificate as a 1200x630 PNG card, and 404s an unknown legend', async () => {
    const { id } = await addLegend(4, 'Card Holder', '2025-06-01T00:00:00Z');
    const res = await t.app.inject(`/legends/${id}/og.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // The first chunk is IHDR: width and height are its first two big-endian 32-bit fields.
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Deterministic, so a second request (from the cache) answers the same bytes.
    expect((await t.app.inject(`/legends/${id}/og.png`)).rawPayload).toEqual(png);
    const missing = await t.app.inject(`/legends/${randomUUID()}/og.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFoundShape);
  });

  it('answers the head: title with name and level, a short plain description, the card through the public origin', async () => {
    const { id } = await t.db
      .insertInto('sqw_legends')
      .values({
        name: 'Head Holder',
        level: 5,
        title: 'Wealth Commander',
        challenge: '$25/week Challenge',
        passive_income: '$900/month',
        quote: `Pay yourself first.\n${'Then invest. '.repeat(30)}`,
        username: null,
        photo_key: null,
        avatar_url: null,
        application_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject(`/legends/${id}/head`);
    expect(res.statusCode).toBe(200);
    const head = pages.PageHead.parse(res.json());
    expect(head.title).toBe('Head Holder · Level 5 Wealth Commander · The SQW Hall');
    expect(head.description).toContain('$900/month');
    expect(head.description).toContain('“Pay yourself first. Then invest.');
    expect(head.description).not.toMatch(/[\n<>]/);
    expect(head.description.length).toBeLessThan(200);
    expect(head.image).toBe(`http://localhost:3000/api/hall/legends/${id}/og.png`);
    const missing = await t.app.inject(`/legends/${randomUUID()}/head`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFoundShape);
    expect((await t.app.inject('/legends/not-a-uuid/head')).statusCode).toBe(400);
  });
});

describe('service surface', () => {
  it('publishes OpenAPI with every admin route under /admin/ and health endpoints', async () => {
    const doc = (await t.app.inject('/openapi.json')).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/legends',
        '/legends/{id}/head',
        '/legends/{id}/og.png',
        '/applications',
        '/admin/applications',
        '/admin/applications/{id}/approve',
      ]),
    );
    expect((await t.app.inject('/healthz')).json()).toEqual({ ok: true });
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    expect((await t.app.inject('/nope')).json().error.code).toBe('not_found');
  });
});
