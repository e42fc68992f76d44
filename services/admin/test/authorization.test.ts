import { randomUUID } from 'node:crypto';
import { startAdmin, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  // No upstream URLs: aggregates then answer with everything unavailable, never 401/403.
  t = await startAdmin({});
}, 60_000);
afterAll(() => t.close(), 60_000);

type Call = { method: string; url: string };

async function everyRoute(): Promise<Call[]> {
  const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, randomUUID()) })),
  );
}

const call = (c: Call, headers: Record<string, string>) =>
  t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { ...headers, ...(c.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(c.method === 'GET' ? {} : { payload: {} }),
  });

describe('authorization matrix over the OpenAPI document', () => {
  it('lists every route of the admin API, all under /admin/', async () => {
    const calls = await everyRoute();
    const paths = calls.map((c) => `${c.method} ${c.url.replace(/[0-9a-f-]{36}/, '{id}')}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /admin/tickets',
        'POST /admin/tickets',
        'POST /admin/tickets/{id}/resolve',
        'GET /admin/analytics',
        'GET /admin/contact-submissions',
        'GET /admin/reports/users.csv',
        'GET /admin/reports/user-activity.csv',
        'GET /admin/reports/web-essentials.csv',
        'GET /admin/reports/contact.csv',
        'GET /admin/reports/revenue.csv',
        'GET /admin/audit',
        'GET /admin/audit-all',
        'GET /admin/config',
      ]),
    );
    for (const c of calls) expect(c.url.startsWith('/admin/')).toBe(true);
  });

  it('answers 401 to visitors and to forged tokens, 403 to members, and lets admins through', async () => {
    const member = await t.memberAuth();
    const results: string[] = [];
    for (const c of await everyRoute()) {
      const [visitor, forged, asMember, asAdmin] = await Promise.all([
        call(c, {}),
        call(c, { authorization: 'Bearer not.a.token' }),
        call(c, member),
        call(c, t.adminAuth),
      ]);
      results.push(
        `${c.method} ${c.url}: ${visitor.statusCode} ${forged.statusCode} ${asMember.statusCode} ${[401, 403].includes(asAdmin.statusCode) ? 'refused' : 'ok'}`,
      );
      // Reports answer 502 here (no upstream configured); nothing may fail as an internal error.
      expect(asAdmin.statusCode).not.toBe(500);
    }
    expect(results).toEqual(results.map((r) => r.replace(/: .*/, ': 401 401 403 ok')));
  });
});
