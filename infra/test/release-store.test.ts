import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The store lives under the data dir, read when the topology module loads.
const data = mkdtempSync(join(tmpdir(), 'sqw-releases-'));
process.env.SQW_DATA_DIR = data;

type Store = typeof import('../src/release/store');
let store: Store;
let host: typeof import('../src/static-host');
beforeAll(async () => {
  store = await import('../src/release/store');
  host = await import('../src/static-host');
});

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sqw-build-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

describe('the local release store', () => {
  it('names a build by its content: the same files give the same version, any change another', () => {
    const a = build({ 'remoteEntry.js': 'one', 'x/chunk.1234abcd.js': 'two', '.build-stamp': 'ignored' });
    const same = build({ 'remoteEntry.js': 'one', 'x/chunk.1234abcd.js': 'two' });
    const changed = build({ 'remoteEntry.js': 'one', 'x/chunk.1234abcd.js': 'two!' });
    const renamed = build({ 'remoteEntry.js': 'one', 'x/chunk.9999abcd.js': 'two' });
    expect(store.versionOf(a)).toMatch(/^[0-9a-f]{12}$/);
    expect(store.versionOf(same)).toBe(store.versionOf(a));
    expect(store.versionOf(changed)).not.toBe(store.versionOf(a));
    expect(store.versionOf(renamed)).not.toBe(store.versionOf(a));
  });

  it('stores a version once and never rewrites it', () => {
    const dir = build({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'v1' });
    const first = store.storeVersion('hall', dir);
    expect(first.created).toBe(true);
    expect(first.path).toBe(join(data, 'releases', 'hall', store.versionOf(dir)));
    writeFileSync(join(dir, 'remoteEntry.js'), 'tampered');
    const again = store.storeVersion('hall', dir, store.versionOf(build({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'v1' })));
    expect(again.created).toBe(false);
    expect(readFileSync(join(first.path, 'remoteEntry.js'), 'utf8')).toBe('v1');
    expect(store.storedVersions('hall')).toContain(store.versionOf(build({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'v1' })));
  });
});

describe('the static host over released versions', () => {
  let server: Server;
  let base: string;
  let live: string[];
  afterEach(() => new Promise((r) => server.close(r)));

  async function start(opts: Partial<Parameters<typeof host.startStaticHost>[0]>) {
    server = await host.startStaticHost({ port: 0, ...opts });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("serves pages from the live version and an open tab's older files from earlier versions", async () => {
    const old = build({ 'index.html': 'old page', 'main.aaaaaaaa.js': 'old main' });
    const now = build({ 'index.html': 'new page', 'main.bbbbbbbb.js': 'new main' });
    live = [now, old];
    await start({ roots: async () => live, spa: true });
    expect(await (await fetch(`${base}/sqw-hall`)).text()).toBe('new page');
    expect(await (await fetch(`${base}/main.aaaaaaaa.js`)).text()).toBe('old main');
    expect(await (await fetch(`${base}/main.bbbbbbbb.js`)).text()).toBe('new main');
    expect((await fetch(`${base}/main.cccccccc.js`)).status).toBe(404);
    // Flipping the pointer changes the next page load, with nothing rebuilt or restarted.
    live = [old, now];
    expect(await (await fetch(`${base}/`)).text()).toBe('old page');
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).toBeGreaterThanOrEqual(403);
  });

  it("marks a version's files immutable, and answers a virtual path from an async source or with 503", async () => {
    const root = build({ '0123456789ab/mf-manifest.json': '{}', 'loose.json': '{}' });
    let fail = false;
    await start({
      root,
      immutable: (p) => /^\/[0-9a-f]{12}\//.test(p),
      virtual: {
        '/config.json': async () => {
          if (fail) throw new Error('the registry is down');
          return { ok: 1 };
        },
      },
    });
    expect((await fetch(`${base}/0123456789ab/mf-manifest.json`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/loose.json`)).headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${base}/config.json`)).json()).toEqual({ ok: 1 });
    fail = true;
    const res = await fetch(`${base}/config.json`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('the registry is down');
  });
});
