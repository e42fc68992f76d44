import { randomUUID } from 'node:crypto';
import { KIT_SERVICES, serviceUnderTest } from './kit-services';

/**
 * Every admin route of every kit-verified service, read from its own OpenAPI document,
 * called as a visitor (401), a member (403), an admin whose sign-in has no second factor
 * (aal1: 403 insufficient_aal) and an admin at aal2 (allowed, never a 500).
 * The auth service checks admins against its own user table; its suite covers its routes.
 */

const fill = (path: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => (/id$/i.test(name) ? randomUUID() : 'home.hero.title'));

describe.each(KIT_SERVICES)('%s service admin routes', (name, def) => {
  const service = serviceUnderTest(def);

  it('refuse visitors, members and password-only admins, and admit admins at aal2', async () => {
    const t = service();
    const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.split('/').includes('admin'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase() as 'GET', url: fill(path) })));
    expect(routes.length).toBeGreaterThan(0);
    const member = { authorization: `Bearer ${await t.memberToken()}` };
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const aal1Admin = { authorization: `Bearer ${await t.adminToken({ aal: 'aal1' })}` };
    const call = (r: (typeof routes)[number], headers: Record<string, string> = {}) =>
      t.app.inject({
        ...r,
        headers: { ...headers, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : '{}',
      });
    const wrong: string[] = [];
    for (const r of routes) {
      const [visitor, asMember, asAal1Admin, asAdmin] = [await call(r), await call(r, member), await call(r, aal1Admin), await call(r, admin)];
      if (visitor.statusCode !== 401) wrong.push(`${r.method} ${r.url} as visitor: ${visitor.statusCode}`);
      if (asMember.statusCode !== 403) wrong.push(`${r.method} ${r.url} as member: ${asMember.statusCode}`);
      const aal1 = asAal1Admin.json() as { error?: { code?: string; message?: string } };
      if (asAal1Admin.statusCode !== 403 || aal1.error?.code !== 'insufficient_aal' || !aal1.error.message) {
        wrong.push(`${r.method} ${r.url} as aal1 admin: ${asAal1Admin.statusCode} ${aal1.error?.code}`);
      }
      // The admin service answers 502 by design when the services it aggregates are not there.
      const allowed = asAdmin.statusCode < 500 || (name === 'admin' && asAdmin.statusCode === 502);
      if ([401, 403].includes(asAdmin.statusCode) || !allowed) wrong.push(`${r.method} ${r.url} as admin: ${asAdmin.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
