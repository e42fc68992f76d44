import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { pages, releases } from '@sqw/contracts';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { sql } from 'kysely';
import { siteConfigShape } from '../src/config';
import type { SiteDB } from '../src/db';
import { releasePagesSnakeCaseMigration } from '../src/migrations/0008-release-pages-snake-case';
import { siteService } from '../src/service';

const KEY = 'test-deploy-key-0123456789';
const RUNTIME = JSON.stringify({ services: { site: '/api/site' }, remoteBases: { hall: '/remotes/hall', store: '/remotes/store', admin: '/remotes/admin' } });

const DOCUMENT =
  '<!doctype html><html lang="en"><head><meta name="description" content="Home description"><title>Home title</title><!--sqw-head--></head>' +
  '<body><script>gate()</script><div id="root"><!--sqw-page--></div><!--sqw-config--></body></html>';
const FRAME = { html: '<header>SQW</header><main id="main"><sqw-slot></sqw-slot></main>', css: '.frame{}' };
/** The frame with one navigation link marked current, as the shell renders it at that link's pages. */
const navFrame = (path: string, end = false): pages.NavFrame => ({
  path,
  end,
  html: `<header>SQW <a class="active" href="${path}">current</a></header><main id="main"><sqw-slot></sqw-slot></main>`,
});
const page = (path: string, heading: string, extra: Partial<pages.PrerenderedPage> = {}): pages.PrerenderedPage => ({
  path,
  head: { title: `${heading} · SQW`, description: `All about ${heading}.`, image: null },
  shared: null,
  html: `<h1>${heading}</h1>`,
  css: `.${path.replace(/\W/g, '')}{}`,
  ...extra,
});
const SHELL_PAGES: pages.PagesFile = {
  document: DOCUMENT,
  frame: FRAME,
  nav_frames: [navFrame('/', true), navFrame('/sqw-hall'), navFrame('/guest/infinitrii-nexus')],
  pages: [page('/', 'Welcome home'), page('/login', 'Sign in'), page('/_not-found', '404')],
};
const SHELL_ROUTES = [
  { path: '/', module: null, title: 'Home', guard: null },
  { path: '/login', module: null, title: 'Sign In', guard: null },
  { path: '/unsubscribe', module: null, title: 'Unsubscribe', guard: null },
];
const HALL_ROUTES = [{ path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null }];
const STORE_ROUTES = [{ path: '/dashboard', module: 'DashboardPage', title: 'Your Dashboard', guard: 'member' as const }];
const SHARED = { param: 'legend', service: 'hall', path: '/legends/{legend}/head' };

const manifest = (exposes: string[] = []) => ({
  name: 'x',
  metaData: { pluginVersion: '2.9.2', remoteEntry: { name: 'remoteEntry.js' } },
  shared: [],
  exposes: exposes.map((name) => ({ name, path: `./${name}`, assets: { js: { sync: ['12.js', `__federation_expose_${name}.js`], async: ['99.js'] } } })),
});
const version = (n: number) => n.toString(16).padStart(12, 'a');

let t: TestService<SiteDB>;
let hallService: Server;
let headCalls: string[];
beforeEach(async () => {
  headCalls = [];
  // The hall service's side of a shared legend link: one legend it knows.
  hallService = createServer((req, res) => {
    headCalls.push(req.url!);
    if (req.url === '/legends/l-1/head') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          title: 'Ada · Level 3 · The SQW Hall',
          description: 'Ada <reached> level 3.',
          image: 'https://sqw.example/api/hall/legends/l-1/og.png',
        }),
      );
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => hallService.listen(0, '127.0.0.1', resolve));
  const hallUrl = `http://127.0.0.1:${(hallService.address() as AddressInfo).port}`;
  t = await startTestService(siteService, { DEPLOY_KEY: KEY, RUNTIME_CONFIG: RUNTIME, SERVICE_URLS: JSON.stringify({ hall: hallUrl }) }, siteConfigShape);
});
afterEach(async () => {
  await t.close();
  await new Promise((resolve) => hallService.close(resolve));
});

const release = async (app: releases.App, n: number, routes: releases.ReleaseRequest['routes'], pagesFile?: pages.PagesFile) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/deploy/releases',
    headers: { 'x-deploy-key': KEY },
    payload: { app, version: version(n), released_by: 'ci', manifest: manifest(routes.flatMap((r) => (r.module ? [r.module] : []))), routes, pages: pagesFile },
  });
  expect(res.statusCode).toBe(201);
};
const get = (url: string) => t.app.inject({ url: `/compose${url}` });
const hallPages = (heading: string): pages.PagesFile => ({ pages: [page('/sqw-hall', heading, { shared: SHARED })] });

describe('composed pages', () => {
  beforeEach(async () => {
    await release('shell', 1, SHELL_ROUTES, SHELL_PAGES);
    await release('hall', 2, HALL_ROUTES, hallPages('The Hall of Legends'));
    await release('store', 3, STORE_ROUTES, { pages: [] });
  });

  it("answers a remote's page with its own heading, head and styles inside the shell's frame", async () => {
    const res = await get('/sqw-hall');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>The Hall of Legends · SQW</title>');
    expect(html).toContain('<meta name="description" content="All about The Hall of Legends.">');
    expect(html).not.toContain('Home description');
    // The app hydrates everything in its root: the copy in the frame as the app renders it at
    // this path (the hall's link current), and nothing else; the config comes after the root.
    // The copy's box is a plain one, not a fieldset, whose subtree Chromium would lay out again.
    expect(html).toContain(
      '<div id="root"><div data-prerendered><header>SQW <a class="active" href="/sqw-hall">current</a></header><main id="main"><h1>The Hall of Legends</h1></main></div></div><script type="application/json" id="sqw-config">',
    );
    expect(html).toContain('<style id="prerender-css">.frame{}.sqwhall{}</style>');
    // The first paint waits until the page's opening is parsed whole: never a part of it.
    expect(html).toMatch(/<head>.*<link rel="expect" href="#opening-end" blocking="render">.*<\/head>/);
    expect(html).toContain('<meta property="og:title" content="The Hall of Legends · SQW">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/sqw-hall">');
    expect(html).not.toContain('noindex');
    // The remote's manifest and entry are asked for at once, and the config is in the page.
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/hall/${version(2)}/mf-manifest.json">`);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/hall/${version(2)}/remoteEntry.js">`);
    const config = JSON.parse(/<script type="application\/json" id="sqw-config">(.*?)<\/script>/.exec(html)![1]!);
    expect(config.versions).toEqual({ shell: version(1), hall: version(2), store: version(3) });
  });

  it('marks in the frame the navigation link current at the path, as the router does, and none elsewhere', async () => {
    const frameOf = async (url: string) => /<header>(.*?)<\/header>/.exec((await get(url)).body)![1];
    expect(await frameOf('/')).toContain('href="/"');
    expect(await frameOf('/sqw-hall')).toContain('href="/sqw-hall"');
    // Under a link that is not `end`, case-insensitive, as react-router's NavLink matches.
    expect(await frameOf('/SQW-Hall/anything')).toContain('href="/sqw-hall"');
    // Home is current only at home; a path merely starting like a link is not under it.
    expect(await frameOf('/login')).toBe('SQW');
    expect(await frameOf('/sqw-hallway')).toBe('SQW');
  });

  it('0008 renames the frame variants of a shell stored before the rename, which then still marks the current link', async () => {
    const storedPages = async () =>
      Object.fromEntries(
        (await sql<{ app: string; pages: pages.PagesFile }>`select app, pages from release_versions order by app`.execute(t.db)).rows.map((r) => [
          r.app,
          r.pages,
        ]),
      );
    // As a shell released before the rename was stored (no page has been composed yet, so none is cached).
    await sql`update release_versions set pages = (pages - 'nav_frames') || jsonb_build_object('navFrames', pages -> 'nav_frames') where app = 'shell'`.execute(
      t.db,
    );
    const before = await storedPages();
    expect(Object.keys(before.shell!)).toContain('navFrames');

    await releasePagesSnakeCaseMigration.up(t.db);
    const after = await storedPages();
    expect(after).toEqual({ ...before, shell: SHELL_PAGES });
    expect(Object.keys(after.shell!)).not.toContain('navFrames');
    expect(/<header>(.*?)<\/header>/.exec((await get('/sqw-hall')).body)![1]).toContain('class="active" href="/sqw-hall"');
    // Run again, it leaves renamed pages as they are.
    await releasePagesSnakeCaseMigration.up(t.db);
    expect(await storedPages()).toEqual(after);
  });

  it("changes a remote's page with that remote's release alone, and back with its rollback", async () => {
    await release('hall', 4, HALL_ROUTES, hallPages('A New Hall'));
    expect((await get('/sqw-hall')).body).toContain('<h1>A New Hall</h1>');
    const back = await t.app.inject({
      method: 'POST',
      url: '/deploy/releases/rollback',
      headers: { 'x-deploy-key': KEY },
      payload: { app: 'hall', released_by: 'ci' },
    });
    expect(back.statusCode).toBe(200);
    expect((await get('/sqw-hall')).body).toContain('<h1>The Hall of Legends</h1>');
  });

  it("gives a shared legend link the legend's card from the hall service, escaped", async () => {
    const html = (await get('/sqw-hall?legend=l-1')).body;
    expect(headCalls).toEqual(['/legends/l-1/head']);
    expect(html).toContain('<title>Ada · Level 3 · The SQW Hall</title>');
    expect(html).toContain('<meta property="og:description" content="Ada &lt;reached&gt; level 3.">');
    expect(html).toContain('<meta property="og:image" content="https://sqw.example/api/hall/legends/l-1/og.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/sqw-hall?legend=l-1">');
    // An unknown legend keeps the page's own head.
    expect((await get('/sqw-hall?legend=nobody')).body).toContain('<title>The Hall of Legends · SQW</title>');
  });

  it('answers an unknown path 404 with the not-found page, not indexed', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>404</h1>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it("answers a members' page with the sign-in page for the signed out, nothing of the page itself", async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Sign in</h1>');
    expect(res.body).toContain('<html lang="en" data-audience="visitor">');
    expect(res.body).toContain('<title>Your Dashboard · SQW</title>');
    expect(res.body).toContain('noindex');
    // The members' area's code is not fetched for whoever is turned away: it is only named, for
    // the gate to fetch at once where a session is stored (the page's own chunks, not its lazy ones).
    expect(res.body).not.toContain('href="/remotes/store');
    const store = `/remotes/store/${version(3)}`;
    expect(res.body).toContain(
      `<meta name="sqw-member-files" content="${store}/mf-manifest.json ${store}/remoteEntry.js ${store}/12.js ${store}/__federation_expose_DashboardPage.js">`,
    );
  });

  it("never names an admin page's files, even to a member", async () => {
    await release('admin', 5, [{ path: '/admin', module: 'AdminApp', title: 'Admin', guard: 'admin' }], { pages: [] });
    const res = await get('/admin');
    expect(res.body).toContain('<h1>Sign in</h1>');
    expect(res.body).not.toMatch(/<(link|meta)[^>]*\/remotes\/admin/);
    expect(res.body).not.toContain('sqw-member-files');
  });

  it('marks the home page for returning visitors, and serves a route without a prerendered page in the frame alone', async () => {
    expect((await get('/')).body).toContain('<html lang="en" data-audience="returning">');
    const bare = await get('/unsubscribe');
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain('<main id="main"></main>');
    expect(bare.body).toContain('<title>Unsubscribe · SQW</title>');
  });

  it('keeps injected markup out of the config script and the canonical URL', async () => {
    const res = await get('/sqw-hall?legend=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toMatch(/legend=[^"]*"><script/);
  });
});

it('is unavailable (so the gateway serves the plain app) until a shell with a document is live', async () => {
  const res = await get('/');
  expect(res.statusCode).toBe(503);
  expect(res.json().error.code).toBe('not_composed');
});
