/** @jest-environment node */
// The shell asks for the federation's shared libraries one by one (start-steps.ts): the list must
// be the preset's, or a library left out would load in one task with the app's components again.
import { execFileSync } from 'node:child_process';
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
