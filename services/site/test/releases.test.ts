import { releases } from '@sqw/contracts';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { siteConfigShape } from '../src/config';
import type { SiteDB } from '../src/db';
import { siteService } from '../src/service';

const KEY = 'test-deploy-key-0123456789';
const RUNTIME = JSON.stringify({
  services: { site: 'http://localhost:4001' },
  supabaseAnonKey: 'anon',
  remoteBases: { hall: 'http://localhost:3104', store: '/remotes/store' },
});

type Service = TestService<SiteDB>;
let t: Service;
beforeEach(async () => {
  t = await startTestService(siteService, { DEPLOY_KEY: KEY, RUNTIME_CONFIG: RUNTIME }, siteConfigShape);
});
afterEach(() => t.close());

const shared = (name: string, version: string) => ({ name, version, singleton: true, requiredVersion: `^${version}` });
const BASE_SHARED = [shared('react', '19.3.1'), shared('react-dom', '19.3.1'), shared('@sqw/platform', '1.0.0')];

function manifest(opts: { shared?: ReturnType<typeof shared>[]; exposes?: string[]; plugin?: string } = {}) {
  return {
    name: 'x',
    metaData: { pluginVersion: opts.plugin ?? '2.9.2' },
    shared: opts.shared ?? BASE_SHARED,
    exposes: (opts.exposes ?? []).map((name) => ({ name, path: `./${name}` })),
  };
}

const version = (n: number) => n.toString(16).padStart(12, 'a');
const SHELL_ROUTES = [
  { path: '/', module: null, title: 'Home', guard: null },
  { path: '/contact', module: null, title: 'Contact', guard: null },
];
const HALL_ROUTES = [{ path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null }];

const release = (body: Partial<releases.ReleaseRequest> & { app: releases.App; version: string }, key = KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/deploy/releases',
    headers: { 'x-deploy-key': key },
    payload: { released_by: 'alice', manifest: manifest(), routes: [], ...body },
  });
const shellV1 = () => release({ app: 'shell', version: version(1), routes: SHELL_ROUTES, commit: 'abc1234' });
const hall = (n: number, extra: Partial<releases.ReleaseRequest> = {}) =>
  release({ app: 'hall', version: version(n), manifest: manifest({ exposes: ['HallPage'] }), routes: HALL_ROUTES, ...extra });
const config = async () => (await t.app.inject({ url: '/runtime-config' })).json();

describe('release registry', () => {
  it('answers /deploy/ only to the deploy key', async () => {
    expect((await release({ app: 'shell', version: version(1) }, 'wrong-key-wrong-key')).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/deploy/releases' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_deploy_key');
  });

  it('does not expose /deploy/ where no key is configured', async () => {
    const bare = await startTestService(siteService, { RUNTIME_CONFIG: RUNTIME }, siteConfigShape);
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/deploy/releases', headers: { 'x-deploy-key': KEY }, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("computes /config.json from the live versions, with each remote's routes", async () => {
    expect(await config()).toEqual({ remotes: {}, services: { site: 'http://localhost:4001' }, supabaseAnonKey: 'anon', routes: [], versions: {} });
    expect((await shellV1()).statusCode).toBe(201);
    const res = await hall(2);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ app: 'hall', version: version(2), live: true, previous: null, forced: false });
    const c = await config();
    expect(c.remotes).toEqual({ hall: `http://localhost:3104/${version(2)}/mf-manifest.json` });
    expect(c.routes).toEqual([{ ...HALL_ROUTES[0], remote: 'hall' }]);
    expect(c.versions).toEqual({ shell: version(1), hall: version(2) });

    // Flipping the pointer changes the next answer, with nothing rebuilt.
    await hall(3);
    expect((await config()).remotes.hall).toBe(`http://localhost:3104/${version(3)}/mf-manifest.json`);
  });

  it('refuses a remote that needs a React the live shell does not provide, naming it, and leaves the site as it was', async () => {
    await shellV1();
    await hall(2);
    const before = await config();
    const res = await hall(3, { manifest: manifest({ exposes: ['HallPage'], shared: [shared('react', '20.0.0'), shared('react-dom', '19.3.1')] }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('incompatible_release');
    expect(res.json().error.message).toContain('needs react ^20.0.0, but the shell aaaaaaaa provides 19.3.1');
    expect(await config()).toEqual(before);
  });

  it('refuses a route to a module the build does not expose', async () => {
    await shellV1();
    const res = await hall(2, { manifest: manifest({ exposes: ['Other'] }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('routes /sqw-hall to HallPage, which its build does not expose');
  });

  it("refuses a path another app already serves, the shell's own pages included", async () => {
    await shellV1();
    const res = await hall(2, { routes: [...HALL_ROUTES, { path: '/contact', module: 'HallPage', title: 'x', guard: null }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('claims /contact, which shell already serves');
    await hall(2);
    const store = await release({
      app: 'store',
      version: version(9),
      manifest: manifest({ exposes: ['P'] }),
      routes: [{ path: '/sqw-hall/', module: 'P', title: 'x', guard: null }],
    });
    expect(store.json().error.message).toContain('claims /sqw-hall/, which hall already serves');
  });

  it('refuses a remote built for a newer federation runtime than the shell runs', async () => {
    await shellV1();
    const res = await hall(2, { manifest: manifest({ exposes: ['HallPage'], plugin: '2.10.0' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('built for federation runtime 2.10.0, but the shell aaaaaaaa runs 2.9.2');
  });

  it('refuses a shell that would break a live remote', async () => {
    await shellV1();
    await hall(2);
    const res = await release({
      app: 'shell',
      version: version(5),
      routes: SHELL_ROUTES,
      manifest: manifest({ shared: [shared('react', '18.3.1'), shared('react-dom', '18.3.1')] }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('hall aaaaaaaa needs react ^19.3.1, but the shell aaaaaaaa provides 18.3.1');
    expect(res.json().error.message).toContain('needs @sqw/platform ^1.0.0, which the shell aaaaaaaa does not provide');
  });

  it('refuses a remote before any shell is live', async () => {
    const res = await hall(2);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('release the shell before hall');
  });

  it('records a forced release as forced, with what it overrode', async () => {
    await shellV1();
    const res = await hall(2, { force: true, manifest: manifest({ exposes: ['HallPage'], plugin: '3.0.0' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().forced).toBe(true);
    expect(res.json().overridden[0]).toContain('federation runtime 3.0.0');
    const list = (await t.app.inject({ url: '/deploy/releases', headers: { 'x-deploy-key': KEY } })).json() as releases.ReleaseList;
    expect(list.apps.find((a) => a.app === 'hall')!.live).toMatchObject({ version: version(2), forced: true, actor: 'alice' });
  });

  it('checks without storing on a dry run', async () => {
    await shellV1();
    const res = await hall(2, { dry_run: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().live).toBe(false);
    expect((await config()).remotes).toEqual({});
  });

  it('rolls back to the previous version, or to a chosen one, and audits each change', async () => {
    await shellV1();
    await hall(2);
    await hall(3);
    await hall(4);
    const rb = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/deploy/releases/rollback',
        headers: { 'x-deploy-key': KEY },
        payload: { app: 'hall', released_by: 'bob', ...body },
      });
    let res = await rb({});
    expect(res.json()).toMatchObject({ version: version(3), previous: version(4), live: true });
    res = await rb({});
    expect(res.json()).toMatchObject({ version: version(2), previous: version(3) });
    res = await rb({});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('no version released before');
    res = await rb({ to: version(4) });
    expect(res.json()).toMatchObject({ version: version(4) });
    expect((await rb({ to: version(7) })).statusCode).toBe(404);
    expect((await rb({ to: version(4) })).statusCode).toBe(409);

    const list = (await t.app.inject({ url: '/deploy/releases', headers: { 'x-deploy-key': KEY } })).json() as releases.ReleaseList;
    const h = list.apps.find((a) => a.app === 'hall')!;
    expect(h.history.map((e) => [e.action, e.version])).toEqual([
      ['rollback', version(4)],
      ['rollback', version(2)],
      ['rollback', version(3)],
      ['release', version(4)],
      ['release', version(3)],
      ['release', version(2)],
    ]);
    expect(h.versions).toHaveLength(3);
    expect(h.versions[0]).toEqual({ version: version(4), commit: null, created_at: expect.any(String), created_by: 'alice' });
    const audit = (await t.app.inject({ url: '/admin/audit', headers: { authorization: `Bearer ${await t.adminToken()}` } })).json().items;
    expect(audit.filter((a: { action: string }) => a.action === 'site.release.rollback')).toHaveLength(3);
    expect(audit.find((a: { action: string }) => a.action === 'site.release.publish').actor_email).toBe('deploy: alice');
  });

  it('lets only an admin list and roll back, recording who', async () => {
    await shellV1();
    await hall(2);
    await hall(3);
    const member = { authorization: `Bearer ${await t.memberToken()}` };
    expect((await t.app.inject({ url: '/admin/releases', headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/admin/releases/hall/rollback', headers: member, payload: {} })).statusCode).toBe(403);
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const res = await t.app.inject({ method: 'POST', url: '/admin/releases/hall/rollback', headers: admin, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(version(2));
    const list = (await t.app.inject({ url: '/admin/releases', headers: admin })).json() as releases.ReleaseList;
    expect(list.apps.find((a) => a.app === 'hall')!.live).toMatchObject({ action: 'rollback', actor: 'admin@example.com' });
    expect((await t.app.inject({ method: 'POST', url: '/admin/releases/nope/rollback', headers: admin, payload: {} })).statusCode).toBe(400);
  });
});
