import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { releases } from '@sqw/contracts';
import { REMOTE_AREAS } from '@sqw/contracts/areas';
import { checkRoutes, exposesOf, publicRoutes, readRoutes } from '../routes.mjs';

const ROOT = resolve(__dirname, '../../..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqw-routes-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/Page.tsx'), 'export default () => null;');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const check = (raw: unknown, host = false) => checkRoutes(raw, { host, dir, file: 'routes.json' });
const page = { path: '/page', module: 'Page', source: './src/Page.tsx', title: 'A page', guard: null };

test("every remote's routes.json is valid, and what the build registers is what the registry accepts", () => {
  for (const { remote } of REMOTE_AREAS) {
    const routes = readRoutes(join(ROOT, remote.dir), 'routes.json', false);
    expect(routes.length).toBeGreaterThan(0);
    expect(releases.AreaRoute.array().parse(publicRoutes(routes))).toEqual(publicRoutes(routes));
  }
  const shell = readRoutes(join(ROOT, 'shell'), 'routes.json', true);
  expect(shell.every((r) => r.module === null)).toBe(true);
  expect(releases.AreaRoute.array().parse(publicRoutes(shell))).toEqual(publicRoutes(shell));
});

test("a remote exposes each route's module from its source, once per module", () => {
  const store = readRoutes(join(ROOT, 'remotes/store'), 'routes.json', false);
  const exposes = exposesOf(store);
  expect(exposes['./ProductsPage']).toBe('./src/commerce/ProductsPage.tsx');
  expect(exposes['./CoursePage']).toBe('./src/membership/CoursePage.tsx');
  expect(Object.keys(exposes)).toHaveLength(new Set(store.map((r) => r.module)).size);

  const twoPaths = check([page, { ...page, path: '/page/:id' }]);
  expect(exposesOf(twoPaths)).toEqual({ './Page': './src/Page.tsx' });
});

test('the registered routes leave out the source file and default the guard to null', () => {
  const { guard: _none, ...withoutGuard } = page;
  const routes = check([withoutGuard, { ...page, path: '/members', guard: 'member' }]);
  expect(publicRoutes(routes)).toEqual([
    { path: '/page', module: 'Page', title: 'A page', guard: null },
    { path: '/members', module: 'Page', title: 'A page', guard: 'member' },
  ]);
});

test('a malformed routes file fails naming the file, the entry and each problem', () => {
  expect(() => check({ path: '/' })).toThrow('routes.json is invalid:\n  - it must be a JSON array');
  expect(() => check([])).toThrow('a remote must serve at least one route');
  expect(() => check([{ ...page, path: 'page' }])).toThrow('route 1 (page): "path" must start with /');
  expect(() => check([page, { ...page, path: '/b', module: 'my-page' }])).toThrow('route 2 (/b): "module" must be an identifier');
  expect(() => check([{ ...page, source: './src/Missing.tsx' }])).toThrow('"source" ./src/Missing.tsx does not exist');
  expect(() => check([{ ...page, source: 'src/Page.tsx' }])).toThrow('"source" must be a path such as');
  expect(() => check([{ ...page, title: '' }])).toThrow('"title" must be a text');
  expect(() => check([{ ...page, guard: 'vip' }])).toThrow('"guard" must be null, "member" or "admin"');
  expect(() => check([{ ...page, area: 'Pages' }])).toThrow('has an unknown field "area"');
  expect(() => check([page, page])).toThrow('route 2 (/page): the path is listed twice');
  expect(() => check(['/page'])).toThrow('route 1: must be an object');
  writeFileSync(join(dir, 'src/Other.tsx'), '');
  expect(() => check([page, { ...page, path: '/other', source: './src/Other.tsx' }])).toThrow('module Page is already exposed from ./src/Page.tsx');

  // Every problem at once, so one build shows them all.
  const message = (() => {
    try {
      check([
        { ...page, path: 'x', guard: 'vip' },
        { ...page, path: '/y', title: 1 },
      ]);
    } catch (err) {
      return (err as Error).message;
    }
    return '';
  })();
  expect(message.split('\n').slice(1)).toEqual([
    '  - route 1 (x): "path" must start with / and use letters, digits, -, _, :param and *',
    '  - route 1 (x): "guard" must be null, "member" or "admin"',
    '  - route 2 (/y): "title" must be a text of 1 to 120 characters',
  ]);
});

test("the shell's own pages have no module and no source", () => {
  expect(check([{ path: '/login', module: null, title: 'Sign In', guard: null }], true)).toHaveLength(1);
  expect(() => check([{ path: '/login', module: 'LoginPage', title: 'Sign In', guard: null }], true)).toThrow('"module" must be null');
  expect(() => check([{ path: '/login', module: null, source: './src/Page.tsx', title: 'Sign In', guard: null }], true)).toThrow('"source" is only for');
});

test('a missing or unreadable routes file is a clear error', () => {
  expect(() => readRoutes(dir, 'routes.json', false)).toThrow(`${join(dir, 'routes.json')} is missing`);
  writeFileSync(join(dir, 'routes.json'), '[{"path": "/page",]');
  expect(() => readRoutes(dir, 'routes.json', false)).toThrow('is not valid JSON');
});
