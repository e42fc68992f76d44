// The contract declares the auth API once: every route the service registers is an endpoint of
// auth.endpoints or auth.adminEndpoints, and every endpoint is a registered route.
import { auth, type Endpoint } from '@sqw/contracts';
import { startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const declared: Endpoint[] = [...Object.values(auth.endpoints), ...Object.values(auth.adminEndpoints)];
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The routes under /auth/v1 the running service documents, as `METHOD /path/:param`. */
async function registeredRoutes(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/auth/v1/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'head')
        .map((method) => key(method, path.replace(/\{(\w+)\}/g, ':$1'))),
    );
}

describe('the auth contract', () => {
  it('declares every route the service registers, and nothing else', async () => {
    const registered = await registeredRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(25);
    expect([...registered].sort()).toEqual(declared.map((e) => key(e.method, e.path)).sort());
  });

  it('has every endpoint answered by a route (none falls to the 404 handler)', () => {
    for (const e of declared)
      expect([e.service, key(e.method, e.path), t.app.hasRoute({ method: e.method, url: e.path })]).toEqual(['auth', key(e.method, e.path), true]);
  });

  it('declares each route once', () => {
    const keys = declared.map((e) => key(e.method, e.path));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
