import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildStale } from '../../src/build';
import { versionOf } from '../../src/release/store';
import { REMOTES, ROOT, SERVICES, SHELL } from '../../src/topology';
import { CHROMIUM } from '../lib/chromium-csp';
import { launch, visit } from './browser';
import { prepareCache } from './cache';
import { createNetwork, logsOf, play, render, startedAt, teardown, tmpRoot, type Rendered } from './cluster';
import { buildBaseImages, buildFrontendImage, buildServiceImages, frontendImage, POSTGRES_IMAGE, serviceImage, snapshotContext, versionsIn } from './images';
import { missingTools, podman } from './podman';
import { builtAt, replaceInScripts, servedAt } from './served';

/*
 * `pnpm test:deploy`: the production layout run for real with podman. Builds an image per
 * service, per remote and the gateway (`web`), renders k8s/overlays/podman-test with kustomize,
 * plays it with `podman kube play` (PostgreSQL included), registers every frontend with the site
 * service's release registry as a deploy job would, loads pages in Chromium, then ships a new
 * hall by rolling ONLY the hall's workload and flipping the registry's pointer, checks that the
 * shell and the other remotes were neither restarted nor changed by a byte, that the next load
 * gets the new hall, and that a rollback (the pointer alone) brings the old one back.
 * Everything it started is removed at the end, whatever happened.
 */

const ORIGIN = 'http://127.0.0.1:38080';
const SITE_API = 'http://127.0.0.1:38081';
const HALL_HEADING = 'The Path to Immortality';
const RENEWED = 'The Path to Immortality, Renewed';
const LIMIT_MS = 25 * 60_000;

const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${s}`);
const failures: string[] = [];
function expect(ok: unknown, what: string): void {
  if (ok) log(`  ✓ ${what}`);
  else {
    log(`  ✗ ${what}`);
    failures.push(what);
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}
const status = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;
type Config = { remotes: Record<string, string>; versions: Record<string, string> };
const liveConfig = async () => (await (await fetch(`${ORIGIN}/config.json`)).json()) as Config;

/** The documented release commands, against the site service as a deploy job reaches it. */
function releaseCommand(deployKey: string, ...args: string[]): string {
  const res = spawnSync('pnpm', ['--silent', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SQW_RELEASE_API: SITE_API, SQW_DEPLOY_KEY: deployKey, SQW_RELEASED_BY: 'deploy-test@sqw.local' },
  });
  const out = `${res.stdout}${res.stderr}`.trim();
  if (res.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed: ${out}`);
  return out;
}

/** The builds that ship: each frontend built as `pnpm start` builds it, copied aside with its version. */
function buildFrontends(dir: string): Map<string, { dist: string; version: string }> {
  const { failed } = buildStale({ log });
  if (failed.length) throw new Error(`frontend builds failed: ${failed.map((f) => `${f.name}: ${f.output.slice(-500)}`).join('\n')}`);
  const out = new Map<string, { dist: string; version: string }>();
  for (const app of [SHELL, ...REMOTES]) {
    const dist = join(dir, 'dist', app.name);
    cpSync(join(ROOT, app.dir, 'dist'), dist, { recursive: true });
    out.set(app.name, { dist, version: versionOf(dist) });
  }
  return out;
}

const played = new Set<string>();

async function main(dir: string): Promise<void> {
  const missing = missingTools(CHROMIUM);
  if (missing.length)
    throw new Error(`missing on this machine: ${missing.join(', ')} (apt-get install -y podman buildah runc debootstrap chromium; kubectl 1.32)`);

  log('frontends…');
  const builds = buildFrontends(dir);
  log('base images (Debian from debootstrap, Node and pnpm from npm, nginx and PostgreSQL from apt)…');
  const cache = prepareCache(log);
  buildBaseImages(cache);
  log('service images…');
  const context = snapshotContext();
  try {
    buildServiceImages(context, log);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  log('frontend images (each FROM the empty nginx image on a first deploy)…');
  const tags: Record<string, string> = { 'localhost/sqw/postgres': POSTGRES_IMAGE };
  for (const s of SERVICES) tags[`localhost/sqw/${s.name}`] = serviceImage(s.name);
  for (const [app, b] of builds) {
    const image = buildFrontendImage(app, b.version, b.dist, null);
    tags[image.slice(0, image.lastIndexOf(':'))] = image;
  }

  log('cluster: podman kube play, one pod per Deployment…');
  let rendered: Rendered = render(tags, dir);
  for (const f of rendered.files.values()) played.add(f);
  createNetwork();
  const pod = (name: string) => play(name, rendered.files.get(name)!);
  pod('postgres');
  await until(
    'PostgreSQL',
    async () => podman(['exec', 'postgres-pod-0-postgres', 'pg_isready', '-q', '-h', '127.0.0.1'], { allowFail: true }).code === 0,
    60_000,
  );
  for (const s of SERVICES) pod(`${s.name}-api`);
  for (const r of REMOTES) pod(`remote-${r.name}`);
  pod('web');
  try {
    await until('the gateway', async () => (await status(`${ORIGIN}/healthz`)) === 200, 30_000);
    for (const s of SERVICES) await until(`${s.name} ready behind the gateway`, async () => (await status(`${ORIGIN}/api/${s.name}/readyz`)) === 200, 180_000);
    for (const r of REMOTES)
      await until(
        `remote-${r.name}`,
        async () => (await status(`${ORIGIN}/remotes/${r.name}/${builds.get(r.name)!.version}/mf-manifest.json`)) === 200,
        60_000,
      );
  } catch (err) {
    for (const name of rendered.files.keys()) log(`--- ${name}\n${logsOf(name).trim().split('\n').slice(-8).join('\n')}`);
    throw err;
  }
  log('every pod answers');

  log('first release of every frontend (shell first), as a deploy job does after rolling each workload…');
  const key = rendered.secrets.DEPLOY_KEY!;
  for (const app of [SHELL, ...REMOTES]) releaseCommand(key, 'release', app.name, '--from', builds.get(app.name)!.dist, '--no-store');
  const first = await liveConfig();
  expect(
    [SHELL, ...REMOTES].every((a) => first.versions[a.name] === builds.get(a.name)!.version),
    "/config.json (the site service's /runtime-config) names the released version of every app",
  );
  const configHead = await fetch(`${ORIGIN}/config.json`);
  expect(configHead.headers.get('cache-control') === 'no-cache', `/config.json is no-cache (${configHead.headers.get('cache-control')})`);
  const deployRoute = await status(`${ORIGIN}/api/site/deploy/releases`, { headers: { 'x-deploy-key': key } });
  const deployPost = await status(`${ORIGIN}/api/site/deploy/releases/rollback`, {
    method: 'POST',
    headers: { 'x-deploy-key': key, 'content-type': 'application/json' },
    body: '{"app":"hall","released_by":"x"}',
  });
  expect(deployRoute === 404 && deployPost === 404, `the registry's deploy routes are not public: GET ${deployRoute}, POST ${deployPost} at the gateway`);
  expect((await status(`${SITE_API}/deploy/releases`, { headers: { 'x-deploy-key': key } })) === 200, 'the deploy job reaches them on the site service itself');
  const immutable = (await fetch(`${ORIGIN}/remotes/hall/${first.versions.hall}/mf-manifest.json`)).headers.get('cache-control');
  expect(immutable?.includes('immutable'), `a version's files are immutable (${immutable})`);

  const browser = await launch();
  try {
    const hall = builds.get('hall')!;
    const page1 = await visit(browser, ORIGIN, '/sqw-hall', HALL_HEADING);
    expect(
      page1.failed.length === 0 && page1.requests.some((p) => p.startsWith(`/remotes/hall/${hall.version}/`)),
      `/sqw-hall renders from /remotes/hall/${hall.version}/ with no failed request (${page1.failed.join(', ') || 'none failed'})`,
    );
    const page2 = await visit(browser, ORIGIN, '/guest/products', 'Digital Products');
    expect(
      page2.failed.length === 0 && page2.requests.some((p) => p.startsWith('/remotes/store/')),
      `/guest/products renders the store remote with no failed request (${page2.failed.join(', ') || 'none failed'}; store files: ${page2.requests.filter((p) => p.startsWith('/remotes/store/')).length})`,
    );
    const page3 = await visit(browser, ORIGIN, '/privacy-policy', 'Privacy Policy');
    expect(page3.failed.length === 0, '/privacy-policy (the shell) renders with no failed request');

    // What must not move when the hall ships: the shell's and the other remotes' files, and their pods.
    const others = [SHELL, ...REMOTES.filter((r) => r.name !== 'hall')];
    const otherFiles = Object.assign(
      {},
      ...others.map((a) => builtAt(builds.get(a.name)!.dist, a === SHELL ? '/' : `/remotes/${a.name}/${builds.get(a.name)!.version}/`)),
    ) as Record<string, string>;
    const before = await servedAt(ORIGIN, Object.keys(otherFiles));
    expect(
      JSON.stringify(before) === JSON.stringify(otherFiles),
      `the gateway serves the shell and the other remotes byte for byte as built (${Object.keys(otherFiles).length} files)`,
    );
    const untouched = [...rendered.files.keys()].filter((n) => n !== 'remote-hall');
    const startedBefore = Object.fromEntries(untouched.map((n) => [n, startedAt(n)]));
    expect(
      untouched.every((n) => startedBefore[n]),
      `every other workload is running (${untouched.filter((n) => !startedBefore[n]).join(', ') || 'all'})`,
    );

    log('a new hall: built image FROM the previous hall image, only remote-hall rolled…');
    const changed = join(dir, 'hall-next');
    cpSync(hall.dist, changed, { recursive: true });
    replaceInScripts(changed, HALL_HEADING, RENEWED);
    const next = versionOf(changed);
    const image = buildFrontendImage('hall', next, changed, frontendImage('hall', hall.version));
    const inImage = versionsIn(image, 'hall');
    expect(inImage.includes(hall.version) && inImage.includes(next), `the new hall image holds the previous version and the new one (${inImage.join(', ')})`);
    rendered = render({ ...tags, 'localhost/sqw/remote-hall': image }, dir);
    for (const f of rendered.files.values()) played.add(f);
    const rolling = Date.now();
    play('remote-hall', rendered.files.get('remote-hall')!, true);
    const replaced = Date.now();
    await until('the new hall version behind the gateway', async () => (await status(`${ORIGIN}/remotes/hall/${next}/mf-manifest.json`)) === 200, 60_000);
    log(
      `  remote-hall replaced in ${((replaced - rolling) / 1000).toFixed(1)} s, its new version served through the gateway ${((Date.now() - replaced) / 1000).toFixed(1)} s later`,
    );
    const oldHall = builtAt(hall.dist, `/remotes/hall/${hall.version}/`);
    expect(
      JSON.stringify(await servedAt(ORIGIN, Object.keys(oldHall))) === JSON.stringify(oldHall),
      'the previous hall version is still served, unchanged (an open tab keeps loading its chunks)',
    );
    expect(
      (await liveConfig()).versions.hall === hall.version,
      'rolling the workload alone changes nothing visitors load: the registry still names the previous hall',
    );
    await visit(browser, ORIGIN, '/sqw-hall', HALL_HEADING);

    log('release: pnpm release hall --from <build> --no-store (the site service gates and flips the pointer)…');
    log(`  ${releaseCommand(key, 'release', 'hall', '--from', changed, '--no-store').split('\n').pop()}`);
    expect((await liveConfig()).versions.hall === next, `/config.json names the new hall ${next}`);
    const composed = await (await fetch(`${ORIGIN}/sqw-hall`)).text();
    expect(composed.includes(RENEWED), "the page's server-composed HTML is the new hall's, with no shell release");
    const renewed = await visit(browser, ORIGIN, '/sqw-hall', RENEWED);
    expect(
      renewed.failed.length === 0 && renewed.requests.some((p) => p.startsWith(`/remotes/hall/${next}/`)),
      'the next load shows the new hall, from its own version folder, with no failed request',
    );

    const after = await servedAt(ORIGIN, Object.keys(otherFiles));
    expect(JSON.stringify(after) === JSON.stringify(before), 'the shell and the other remotes are byte-identical and still served');
    const restarted = untouched.filter((n) => startedAt(n) !== startedBefore[n]);
    expect(restarted.length === 0, `no other workload was rolled or restarted (${restarted.join(', ') || 'none'})`);

    log('rollback: pnpm rollback hall (the registry pointer only)…');
    log(`  ${releaseCommand(key, 'rollback', 'hall').split('\n').pop()}`);
    expect((await liveConfig()).versions.hall === hall.version, `/config.json names the previous hall ${hall.version} again`);
    const back = await visit(browser, ORIGIN, '/sqw-hall', HALL_HEADING);
    expect(
      back.failed.length === 0 && back.requests.some((p) => p.startsWith(`/remotes/hall/${hall.version}/`)),
      'the next load shows the previous hall again, with no image change',
    );
  } finally {
    await browser.close();
  }
}

const dir = tmpRoot();
let timer: NodeJS.Timeout | undefined;
const stopped = new Promise<never>((_, reject) => {
  timer = setTimeout(() => reject(new Error(`did not finish within ${LIMIT_MS / 60_000} minutes`)), LIMIT_MS);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => reject(new Error(`interrupted by ${sig}`)));
});

Promise.race([main(dir), stopped])
  .then(
    () => (failures.length ? 1 : 0),
    (err: Error) => {
      console.error(`deploy test FAILED: ${err.message}`);
      return 1;
    },
  )
  .then(async (code) => {
    clearTimeout(timer);
    await teardown(played, log);
    rmSync(dir, { recursive: true, force: true });
    const took = `${((Date.now() - t0) / 60_000).toFixed(1)} min`;
    if (code === 0) console.log(`deploy test passed (${took})`);
    else console.error(`deploy test failed${failures.length ? `, ${failures.length} check(s): ${failures.join('; ')}` : ''} (${took})`);
    process.exit(code);
  });
