import type { releases } from '@sqw/contracts';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { siteConfigShape } from '../src/config';
import type { SiteDB } from '../src/db';
import { sitemapXml } from '../src/releases/crawlers';
import { siteService } from '../src/service';

const KEY = 'test-deploy-key-0123456789';
const SITE = 'https://sqw.example.com';
const RUNTIME = JSON.stringify({ services: {}, remoteBases: { hall: '/remotes/hall', store: '/remotes/store' } });

let t: TestService<SiteDB>;
beforeEach(async () => {
  t = await startTestService(siteService, { DEPLOY_KEY: KEY, RUNTIME_CONFIG: RUNTIME, SITE_URL: `${SITE}/` }, siteConfigShape);
});
afterEach(() => t.close());

const version = (n: number) => n.toString(16).padStart(12, 'a');
const manifest = (exposes: string[]) => ({
  name: 'x',
  metaData: { pluginVersion: '2.9.2' },
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
  exposes: exposes.map((name) => ({ name, path: `./${name}` })),
});
const route = (path: string, module: string | null, guard: 'member' | 'admin' | null = null) => ({ path, module, title: path, guard });

async function release(app: releases.App, n: number, routes: ReturnType<typeof route>[]) {
  const exposes = routes.flatMap((r) => (r.module ? [r.module] : []));
  const res = await t.app.inject({
    method: 'POST',
    url: '/deploy/releases',
    headers: { 'x-deploy-key': KEY },
    payload: { app, version: version(n), released_by: 'alice', manifest: manifest(exposes), routes },
  });
  expect(res.statusCode).toBe(201);
}

const SHELL_ROUTES = [
  route('/', null),
  route('/contact', null),
  route('/login', null),
  route('/auth/callback', null),
  route('/access-prompt', null),
  route('/home', null, 'member'),
  route('/account', null, 'member'),
];
const STORE_ROUTES = [
  route('/products', 'ProductsPage'),
  route('/dashboard', 'DashboardPage', 'member'),
  route('/courses/:slug/*', 'CoursePage', 'member'),
  route('/catalogue/:id', 'ItemPage'),
];

const sitemap = () => t.app.inject({ url: '/sitemap.xml' });
const locs = async () => [...(await sitemap()).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and sitemap.xml', () => {
  it('lists the absolute URLs of the live public pages only, as XML crawlers may cache a few minutes', async () => {
    await release('shell', 1, SHELL_ROUTES);
    await release('store', 2, STORE_ROUTES);
    await release('admin', 3, [route('/admin/*', 'AdminApp', 'admin')]);
    const res = await sitemap();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    // Guarded pages, patterns and sign-in steps are absent; so is the admin remote, which has no base here.
    expect(await locs()).toEqual([`${SITE}/`, `${SITE}/contact`, `${SITE}/products`]);
  });

  it('lists a public page on the next request after the release that adds it', async () => {
    await release('shell', 1, SHELL_ROUTES);
    await release('hall', 2, [route('/sqw-hall', 'HallPage')]);
    expect(await locs()).not.toContain(`${SITE}/sqw-hall/legends`);
    await release('hall', 3, [route('/sqw-hall', 'HallPage'), route('/sqw-hall/legends', 'LegendsPage')]);
    expect(await locs()).toEqual([`${SITE}/`, `${SITE}/contact`, `${SITE}/sqw-hall`, `${SITE}/sqw-hall/legends`]);
  });

  it('escapes what it writes into the XML', () => {
    expect(sitemapXml('https://x.example/?a=1&b=<2>', ['/p'])).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;/p</loc>');
  });

  it('lets crawlers in but not into signed-in pages or the APIs, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Allow: /', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /account', 'Disallow: /api/', 'Disallow: /auth/']),
    );
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
