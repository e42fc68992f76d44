import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { firstScreenPackages } from './import-graph';

// A first visit downloads what a page's first screen imports. zod and the form libraries are a
// third of an area's JavaScript: they belong to the forms, which load when they are opened or
// come near, never with the page (the bench's JS budget for a first visit depends on it).
const FORM_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers'];

const ROOT = resolve(__dirname, '../..');
type RouteEntry = { path: string; source: string; guard: string | null };

const publicPages = readdirSync(join(ROOT, 'remotes')).flatMap((remote) => {
  const routes = JSON.parse(readFileSync(join(ROOT, 'remotes', remote, 'routes.json'), 'utf8')) as RouteEntry[];
  return routes.filter((r) => r.guard === null).map((r) => ({ page: r.path, entry: join('remotes', remote, r.source) }));
});

const chains = (entry: string) => {
  const reached = firstScreenPackages([entry]);
  return FORM_PACKAGES.filter((p) => reached.has(p)).map((p) => `${p} via ${reached.get(p)!.join(' → ')}`);
};

test('the shell starts without zod or the form libraries', () => {
  expect(chains('shell/src/bootstrap.tsx')).toEqual([]);
});

test.each(publicPages)('the first screen of $page imports no zod or form library', ({ entry }) => {
  expect(chains(entry)).toEqual([]);
});

test('the walk sees through our packages to the libraries they import', () => {
  expect(firstScreenPackages(['shared/contracts/src/hall.ts']).has('zod')).toBe(true);
  expect(firstScreenPackages(['shared/contracts/src/site-copy.ts']).has('zod')).toBe(false);
});
