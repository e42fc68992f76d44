import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startNginx, type RunningNginx } from '../faults/lib/nginx';
import { versionOf } from '../src/release/store';
import { freePort } from '../src/ports';
import { REMOTES, ROOT, SERVICES, SHELL, type AppSpec } from '../src/topology';
import { cspRefusals, hasChromium, loadPage } from './lib/chromium-csp';
import { NGINX_DIR, rewrite } from './lib/rewrite-conf';
import { COMPOSER_DOWN, composedMark, composer, CRAWLER_CACHE, CRAWLER_FILES, stub, type Seen } from './lib/site-conf-stubs';

/*
 * Runs the production nginx config (nginx/*.conf) with Debian's nginx on 127.0.0.1: the
 * gateway (site.conf) in front of a remote's server (remote.conf, each remote's build in its
 * version folder) and a stub per service (the site stub answers /runtime-config), against fresh
 * production builds of the shell and every remote, and checks what a browser gets: routing,
 * prefix stripping, cache headers, security headers, the forwarded client address, body
 * limits, which requests are retried past a pod dying mid-request, the 503 shape, that the
 * registry's deploy routes are not public, that /robots.txt and /sitemap.xml are the site
 * service's, and (with Chromium) that the pages render with no Content-Security-Policy refusal.
 * Only the paths that differ on this machine are rewritten: listen addresses, file locations,
 * upstream host names.
 *
 *   node --import tsx infra/deploy/check-site-conf.ts
 */

const LIMIT_MS = 6 * 60_000;
const PAGES = ['/', '/sqw-hall', '/products', '/web-essentials', '/sovereign-skies', '/login'];
const REMOTE_OF_PAGE: Record<string, string> = { '/sqw-hall': 'hall', '/products': 'store', '/web-essentials': 'web-essentials', '/sovereign-skies': 'media' };

const failures: string[] = [];
let passed = 0;
function expect(ok: unknown, what: string): void {
  if (ok) passed++;
  else failures.push(what);
}

/** A production build of one frontend into `out`, as the static image makes it. */
async function build(app: AppSpec, out: string, signal: AbortSignal): Promise<void> {
  await promisify(execFile)(join(ROOT, app.dir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production', '-o', out], {
    cwd: join(ROOT, app.dir),
    signal,
  });
}

type RuntimeConfig = {
  remotes: Record<string, string>;
  services: Record<string, string>;
  supabaseAnonKey: string;
  routes: unknown[];
  versions: Record<string, string>;
};

type Faults = { stopMedia: () => Promise<void>; siteDying: (dying: boolean) => void };

async function httpChecks(base: string, config: RuntimeConfig, { stopMedia, siteDying }: Faults): Promise<void> {
  const get = (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, headers: { 'accept-encoding': 'gzip', ...init.headers } });
  const header = (res: Response, name: string) => res.headers.get(name) ?? '';

  const home = await get('/');
  const html = await home.text();
  expect(home.status === 200 && header(home, 'content-type').startsWith('text/html'), '/ serves the shell');
  expect(header(home, 'cache-control') === 'no-cache', `/ is no-cache (got "${header(home, 'cache-control')}")`);
  expect(header(home, 'content-security-policy').includes("script-src 'self'"), '/ carries the CSP');
  for (const [name, value] of [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
  ])
    expect(header(home, name) === value, `/ has ${name}: ${value} (got "${header(home, name)}")`);
  expect(header(home, 'permissions-policy').includes('camera=()'), '/ has a Permissions-Policy');
  expect(header(home, 'strict-transport-security').startsWith('max-age='), '/ has HSTS');

  expect(html.includes(composedMark('/')), '/ is the page the site service composed');
  const route = await get('/sqw-hall?legend=abc');
  expect(
    route.status === 200 && (await route.text()).includes(composedMark('/sqw-hall?legend=abc')) && header(route, 'cache-control') === 'no-cache',
    'a page is composed for its path and query, no-cache',
  );
  const notFound = await get('/no-such-page');
  expect(notFound.status === 404 && (await notFound.text()).includes(composedMark('/no-such-page')), "an unknown path keeps the composer's 404 and its page");
  const fallback = await get(COMPOSER_DOWN);
  const plain = await fallback.text();
  expect(
    fallback.status === 200 && plain.includes('id="root"') && !plain.includes('<!--composed'),
    'a page the composer cannot make is the plain app (index.html)',
  );

  const main = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(main, 'index.html references a hashed main script');
  if (main) {
    const js = await get(main);
    await js.arrayBuffer();
    expect(js.status === 200 && header(js, 'cache-control') === 'public, max-age=31536000, immutable', `${main} is immutable`);
    expect(header(js, 'content-encoding') === 'gzip', `${main} is gzipped`);
  }

  // Through the gateway to the remote's own server: a released version's folder never changes.
  const hallBase = config.remotes.hall!.replace(base, '').replace(/mf-manifest\.json$/, '');
  const manifest = await get(`${hallBase}mf-manifest.json`);
  const parsed = (await manifest.json()) as { shared: { assets: { js: { sync: string[] } } }[] };
  expect(manifest.status === 200 && header(manifest, 'cache-control').includes('immutable'), `a version's manifest is immutable (${hallBase})`);
  const entry = await get(`${hallBase}remoteEntry.js`);
  await entry.arrayBuffer();
  expect(entry.status === 200 && header(entry, 'content-encoding') === 'gzip', 'a remote entry comes through the gateway, gzipped');
  const chunk = parsed.shared.flatMap((s) => s.assets.js.sync)[0];
  const chunkRes = await get(`${hallBase}${chunk}`);
  await chunkRes.arrayBuffer();
  expect(
    chunkRes.status === 200 && header(chunkRes, 'cache-control') === 'public, max-age=31536000, immutable',
    `a remote chunk (${chunk}) is immutable, one Cache-Control`,
  );
  expect(header(chunkRes, 'content-security-policy') !== '', 'remote files carry the security headers');
  for (const missing of [`${hallBase}gone.0123abcd.js`, '/remotes/hall/mf-manifest.json', '/remotes/nope/0123456789ab/remoteEntry.js', '/gone.0123abcd.js']) {
    const res = await get(missing);
    expect(res.status === 404 && !(await res.text()).includes('id="root"'), `${missing} is a 404, not the shell`);
  }

  const cfg = await get('/config.json');
  expect(cfg.status === 200 && header(cfg, 'cache-control') === 'no-cache', `/config.json is no-cache, once (got "${header(cfg, 'cache-control')}")`);
  expect(JSON.stringify(await cfg.json()) === JSON.stringify(config), "/config.json is the site service's /runtime-config");
  for (const [method, path] of [
    ['GET', '/api/site/deploy/releases'],
    ['POST', '/api/site/deploy/releases'],
    ['POST', '/api/site//deploy/releases/rollback'],
    ['GET', '/api/site/%64eploy/releases'],
  ] as const) {
    const res = await get(path, {
      method,
      headers: { 'x-deploy-key': 'any', 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    const text = await res.text();
    expect(res.status === 404 && !text.includes('"service"'), `${method} ${path} is a 404 at the gateway, never reaching the site service (got ${res.status})`);
  }
  expect((await get('/healthz')).status === 200, '/healthz answers');

  // Exact paths, ahead of the static-file location that would otherwise look for them on disk.
  for (const [path, file] of Object.entries(CRAWLER_FILES)) {
    const res = await get(path);
    const text = await res.text();
    expect(
      res.status === 200 && text === `${file.body}site` && header(res, 'content-type') === file.type,
      `${path} is the site service's (got ${res.status} "${text.slice(0, 60)}")`,
    );
    expect(header(res, 'cache-control') === CRAWLER_CACHE, `${path} keeps the site service's caching, once (got "${header(res, 'cache-control')}")`);
    expect(
      header(res, 'x-content-type-options') === 'nosniff' && header(res, 'content-security-policy') !== '' && header(res, 'x-frame-options') === 'DENY',
      `${path} carries the security headers, nosniff once`,
    );
  }

  // Prefix stripped, client address from the connection: 127.0.0.1 is no trusted proxy here.
  const ventures = await get('/api/site/ventures?limit=5', { headers: { 'x-forwarded-for': '203.0.113.7' } });
  const seen = (await ventures.json()) as Seen;
  expect(seen.service === 'site' && seen.url === '/ventures?limit=5', `/api/site/ventures reaches site as /ventures (got ${seen.service} ${seen.url})`);
  expect(seen.xff === '127.0.0.1', `a visitor cannot forge X-Forwarded-For (service saw "${seen.xff}")`);
  expect(header(ventures, 'cache-control') === '', 'API answers keep their own caching');
  expect(header(ventures, 'x-content-type-options') === 'nosniff', `one nosniff on API answers (got "${header(ventures, 'x-content-type-options')}")`);

  for (const s of SERVICES) {
    const res = (await (await get(`/api/${s.name}/probe`)).json()) as Seen;
    expect(res.service === s.name && res.url === '/probe', `/api/${s.name}/probe reaches ${s.name} as /probe (got ${res.service} ${res.url})`);
  }
  const supabase = (await (await get('/api/auth/auth/v1/settings')).json()) as Seen;
  expect(supabase.service === 'auth' && supabase.url === '/auth/v1/settings', 'supabase-js paths reach auth under /auth/v1');
  const link = (await (await get('/auth/v1/verify?token=t&type=signup')).json()) as Seen;
  expect(link.service === 'auth' && link.url === '/auth/v1/verify?token=t&type=signup', 'e-mail links on the bare origin reach auth');

  const upload = async (mb: number) => fetch(`${base}/api/store/upload`, { method: 'POST', body: Buffer.alloc(mb * 1024 * 1024) });
  const ok = await upload(10);
  expect(ok.status === 200 && ((await ok.json()) as Seen).bodyBytes === 10 * 1024 * 1024, 'a 10 MB upload gets through');
  expect((await upload(13)).status === 413, 'a 13 MB upload is refused by nginx');

  const unknown = await get('/api/nope/x');
  expect(unknown.status === 404 && ((await unknown.json()) as { error: { code: string } }).error.code === 'not_found', 'an unknown API is a JSON 404');

  // One of site's two upstream entries dies mid-request: what gets a second chance on the other?
  siteDying(true);
  const statuses = async (n: number, init: RequestInit) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${base}/api/site/newsletter`, init);
      await res.arrayBuffer();
      out.push(res.status);
    }
    return out;
  };
  const post = (key?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: '{}',
  });
  const gets = await statuses(6, {});
  expect(
    gets.every((c) => c === 200),
    `GETs are retried past a dying pod (got ${gets.join(',')})`,
  );
  const keyed = [];
  for (let i = 0; i < 6; i++) keyed.push(...(await statuses(1, post(`check-key-${i}-${Date.now()}`))));
  expect(
    keyed.every((c) => c === 200),
    `POSTs with an Idempotency-Key are retried past a dying pod (got ${keyed.join(',')})`,
  );
  const bare = await statuses(6, post());
  expect(
    bare.includes(503) && bare.every((c) => c === 200 || c === 503),
    `POSTs without a key are not sent twice: 503 when their pod died (got ${bare.join(',')})`,
  );
  siteDying(false);

  await stopMedia();
  const down = await get('/api/media/proposals');
  const body = (await down.json().catch(() => ({}))) as { error?: { code: string } };
  expect(
    down.status === 503 && header(down, 'retry-after') === '5' && body.error?.code === 'service_unavailable',
    `a service with no pod answers 503 + Retry-After in the error shape (got ${down.status})`,
  );
  expect(header(down, 'content-security-policy') !== '', 'the 503 page keeps the security headers');
}

async function browserChecks(base: string, dir: string, accessLog: string, signal: AbortSignal): Promise<void> {
  if (!hasChromium()) throw new Error('Chromium is missing (apt-get install -y chromium, or CHROMIUM_PATH): the pages could not be checked under the CSP');
  for (const page of PAGES) {
    const load = await loadPage(base + page, join(dir, 'chromium'), signal);
    const refusals = cspRefusals(load);
    expect(refusals.length === 0, `${page} renders with no CSP refusal: ${refusals.join(' | ')}`);
    expect(
      load.dom.includes('<footer'),
      `${page} rendered the shell (header and footer)${load.dom.includes('<footer') ? '' : `; the page logged: ${load.consoleLines.slice(0, 3).join(' | ') || 'nothing'}`}`,
    );
    const remote = REMOTE_OF_PAGE[page];
    const log = readFileSync(accessLog, 'utf8');
    if (remote) {
      expect(
        new RegExp(`GET /remotes/${remote}/[0-9a-f]{12}/remoteEntry\\.js`).test(log),
        `${page} loaded the ${remote} remote's entry from its version folder`,
      );
      // publicPath 'auto': the remote's chunks must come from beside its manifest.
      expect(
        new RegExp(`GET /remotes/${remote}/[^ ]+\\.[0-9a-f]{8}\\.js HTTP/1\\.1" 200`).test(log),
        `${page} loaded ${remote} chunks from /remotes/${remote}/`,
      );
    }
  }
  const browserRequests = readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter((l) => l.includes('HeadlessChrome'));
  console.log(`  (${browserRequests.length} browser requests)`);
  const failed = browserRequests.filter((l) => /" [45]\d\d /.test(l));
  expect(browserRequests.length > PAGES.length && failed.length === 0, `every request the pages made succeeded: ${failed.join(' | ')}`);
}

/** What this check started; released once, whether it passed, failed, timed out or was interrupted. */
const held = { dir: '', stubs: [] as Server[], nginx: null as RunningNginx | null };
async function release(): Promise<void> {
  await held.nginx?.stop();
  held.nginx = null;
  for (const s of held.stubs.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  if (held.dir) rmSync(held.dir, { recursive: true, force: true });
}

async function main(signal: AbortSignal): Promise<void> {
  const dir = (held.dir = mkdtempSync(join(tmpdir(), 'sqw-site-conf-')));
  const srv = join(dir, 'srv');
  console.log('  building the shell and the remotes…');
  await build(SHELL, join(srv, 'shell'), signal);
  // Each remote in its version's folder, as its image holds it (docker/remote.Dockerfile).
  const versions: Record<string, string> = {};
  for (const r of REMOTES) {
    const out = join(srv, 'remotes', r.name, 'next');
    await build(r, out, signal);
    versions[r.name] = versionOf(out);
    renameSync(out, join(srv, 'remotes', r.name, versions[r.name]!));
  }
  // As the image does, for gzip_static.
  await promisify(execFile)(
    'find',
    [srv, '-type', 'f', '(', '-name', '*.js', '-o', '-name', '*.json', '-o', '-name', '*.html', ')', '-exec', 'gzip', '-9', '--keep', '{}', '+'],
    { signal },
  );

  const port = await freePort();
  const remotePort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // What the site service's /runtime-config answers once every build is released.
  const config: RuntimeConfig = {
    remotes: Object.fromEntries(REMOTES.map((r) => [r.configName!, `${origin}/remotes/${r.name}/${versions[r.name]}/mf-manifest.json`])),
    services: Object.fromEntries(SERVICES.map((s) => [s.configName, `${origin}/api/${s.name}`])),
    supabaseAnonKey: 'check-anon-key',
    routes: REMOTES.flatMap((r) =>
      (JSON.parse(readFileSync(join(srv, 'remotes', r.name, versions[r.name]!, 'sqw-routes.json'), 'utf8')) as { module: string | null }[])
        .filter((route) => route.module)
        .map((route) => ({ ...route, remote: r.configName! })),
    ),
    versions: { ...versions },
  };

  const pages = composer(() => readFileSync(join(srv, 'shell', 'index.html'), 'utf8'));
  const ports: Record<string, number> = {};
  for (const s of SERVICES) {
    const { port, server } = await stub(s.name, () => false, s.name === 'site' ? config : undefined, s.name === 'site' ? pages : undefined);
    ports[s.name] = port;
    held.stubs.push(server);
  }

  mkdirSync(join(dir, 'run'));
  mkdirSync(join(dir, 'sqw', 'http.d'), { recursive: true });
  symlinkSync('/etc/nginx/mime.types', join(dir, 'mime.types'));
  for (const f of ['proxy.conf', 'headers.conf']) symlinkSync(join(NGINX_DIR, f), join(dir, 'sqw', f));
  writeFileSync(
    join(dir, 'sqw', 'http.d', 'site.conf'),
    rewrite('site.conf', [
      ['listen 8080 default_server', `listen 127.0.0.1:${port} default_server`],
      ['root /srv/shell', `root ${srv}/shell`],
    ]),
  );
  // One remote server stands for every remote's pod (each serves only its own folder anyway).
  writeFileSync(
    join(dir, 'sqw', 'http.d', 'remote.conf'),
    rewrite('remote.conf', [
      ['listen 8080 default_server', `listen 127.0.0.1:${remotePort} default_server`],
      ['root /srv;', `root ${srv};`],
    ]),
  );
  // site's first upstream entry is a second site pod, which the retry checks make die.
  let siteDies = false;
  const dyingSite = await stub('site', () => siteDies, config, pages);
  held.stubs.push(dyingSite.server);
  let firstSite = true;
  const upstream = (name: string) => {
    if (name !== 'site' || !firstSite) return ports[name];
    firstSite = false;
    return dyingSite.port;
  };
  writeFileSync(
    join(dir, 'sqw', 'http.d', 'upstreams.conf'),
    rewrite('upstreams.conf', [
      [/server ([a-z-]+)-api:8080/g, (_, name) => `server 127.0.0.1:${upstream(name!)}`],
      [/server remote-[a-z-]+:8080/g, `server 127.0.0.1:${remotePort}`],
    ]),
  );
  const accessLog = join(dir, 'access.log');
  const conf = rewrite('nginx.conf', [
    ['/tmp/', `${dir}/run/`],
    ['access_log /dev/stdout', `access_log ${accessLog}`],
    ['error_log stderr', `error_log ${dir}/error.log`],
  ]);
  held.nginx = await startNginx({ dir, port, conf });

  const media = held.stubs[SERVICES.findIndex((s) => s.name === 'media')]!;
  await httpChecks(origin, config, {
    stopMedia: () => new Promise((r) => media.close(() => r())),
    siteDying: (dying) => (siteDies = dying),
  });
  signal.throwIfAborted();
  await browserChecks(origin, dir, accessLog, signal);
}

const abort = new AbortController();
const timer = setTimeout(() => abort.abort(new Error(`did not finish within ${LIMIT_MS / 1000} s`)), LIMIT_MS);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => abort.abort(new Error(`interrupted by ${sig}`)));
const stopped = new Promise<never>((_, reject) => abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error)));

Promise.race([main(abort.signal), stopped])
  .then(
    () => {
      for (const f of failures) console.error(`  ✗ ${f}`);
      console.log(`site.conf: ${passed} checks passed, ${failures.length} failed`);
      return failures.length ? 1 : 0;
    },
    (err: Error) => {
      console.error(`site.conf check FAILED: ${err.message}`);
      return 1;
    },
  )
  .then(async (code) => {
    clearTimeout(timer);
    await release();
    process.exit(code);
  });
