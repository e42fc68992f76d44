/** @jest-environment node */
// The shell asks for the federation's shared libraries one by one (start-steps.ts): the list must
// be the preset's, or a library left out would load in one task with the app's components again,
// and in an order where each step brings one chunk, its own library's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHARED_LIBRARIES } from '../src/start-steps';

const SHELL = resolve(__dirname, '..');
const PRESET = pathToFileURL(resolve(SHELL, '../shared/rspack-preset/index.mjs')).href;

test("the shell asks for every one of the preset's shared libraries, and only those", () => {
  // The preset is ESM that reads import.meta: a child node process loads it as the build does.
  const script = `import(${JSON.stringify(PRESET)}).then((m) => console.log(JSON.stringify(Object.keys(m.sharedSingletons(${JSON.stringify(SHELL)})))))`;
  const shared: string[] = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  const asked = Object.keys(SHARED_LIBRARIES);
  expect(asked.filter((lib) => !shared.includes(lib) && !shared.some((s) => s.endsWith('/') && lib.startsWith(s)))).toEqual([]);
  expect(shared.filter((s) => !s.endsWith('/') && !asked.includes(s))).toEqual([]);
});

/** The package a library is in: a subpath ("react-dom/client") imports its package too. */
const packageOf = (lib: string) =>
  lib
    .split('/')
    .slice(0, lib.startsWith('@') ? 2 : 1)
    .join('/');

/** The other shared libraries `lib` imports, as its package declares them. */
function sharedImports(lib: string, shared: readonly string[]): string[] {
  const pkg = packageOf(lib);
  const manifest = JSON.parse(readFileSync(resolve(SHELL, 'node_modules', pkg, 'package.json'), 'utf8'));
  const declared = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), ...(pkg === lib ? [] : [pkg])];
  return shared.filter((other) => other !== lib && declared.includes(other));
}

test('each shared library is asked for after the shared libraries it imports', () => {
  const asked = Object.keys(SHARED_LIBRARIES);
  const early = asked.flatMap((lib, i) =>
    sharedImports(lib, asked)
      .filter((dep) => asked.indexOf(dep) > i)
      .map((dep) => `${lib} before ${dep}`),
  );
  expect(early).toEqual([]);
});

test('react-dom/client, the largest download, is asked for as soon as what it imports is', () => {
  const asked = Object.keys(SHARED_LIBRARIES);
  const client = asked.indexOf('react-dom/client');
  expect(asked.slice(0, client).sort()).toEqual(sharedImports('react-dom/client', asked).sort());
});
