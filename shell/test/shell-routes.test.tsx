import { isValidElement } from 'react';
import { RequireAdmin, RequireAuth } from '../src/auth/guards';
import { shellPages } from '../src/routes';
import listed from '../routes.json';

// shell/routes.json is what a shell release registers: the release gate refuses a remote that
// claims one of these paths. It must list exactly the pages the shell serves, with their guards.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

function guardOf(element: unknown): string | null {
  if (!isValidElement(element)) return null;
  if (element.type === RequireAdmin) return 'admin';
  if (element.type === RequireAuth) return 'member';
  return null;
}

test("shell/routes.json lists exactly the shell's own pages and their guards", () => {
  const served = shellPages.map((r) => ({ path: r.path, guard: guardOf(r.element) }));
  const inFile = listed.map((r) => ({ path: r.path, guard: r.guard }));
  const byPath = (a: { path?: string }, b: { path?: string }) => String(a.path).localeCompare(String(b.path));
  expect(inFile.sort(byPath)).toEqual(served.sort(byPath));
  expect(served.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/login', '/account', '/contact', '/privacy-policy']));
  expect(listed.every((r) => r.module === null && r.title.length > 0)).toBe(true);
});
