// The admin guard: an admin token must carry aal2 (a second factor verified), whatever the route.
import type { KitTables, ServiceDefinition } from '../src';
import { requireAdmin } from '../src';
import { startTestService, type TestService } from '../src/testing';

const def: ServiceDefinition<KitTables> = {
  name: 'aal',
  schema: 'aal',
  migrations: {},
  async routes(app) {
    app.get('/admin/things', async () => ({ ok: true }));
    // Outside /admin/, a route may still call the guard itself.
    app.post('/moderate', async (req) => ({ by: requireAdmin(req).id }));
  },
};

let t: TestService<KitTables>;
beforeAll(async () => {
  t = await startTestService(def);
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

it('refuses an aal1 admin token with 403 insufficient_aal and a readable message', async () => {
  const aal1 = await t.adminToken({ aal: 'aal1' });
  for (const [method, url] of [
    ['GET', '/admin/things'],
    ['POST', '/moderate'],
  ] as const) {
    const res = await t.app.inject({ method, url, headers: as(aal1) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'insufficient_aal', message: expect.stringMatching(/authenticator app/) } });
  }
});

it('admits an aal2 admin, and still tells members they are not admins', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/admin/things', headers: as(await t.adminToken()) })).statusCode).toBe(200);
  const member = await t.app.inject({ method: 'GET', url: '/admin/things', headers: as(await t.issuer.token({ aal: 'aal2' })) });
  expect(member.statusCode).toBe(403);
  expect(member.json().error.code).toBe('forbidden');
});
