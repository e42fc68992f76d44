// A real production build of a one-page remote made with the preset: rspack is ESM-only, so it
// runs in a child process, as `pnpm build` runs it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const PRESET = resolve(__dirname, '..');
// The shared singletons must resolve from the app: the shell has every one of them installed.
const LIBRARIES = resolve(PRESET, '../../shell/node_modules');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqw-preset-'));
  mkdirSync(join(dir, 'src'));
  symlinkSync(LIBRARIES, join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture', private: true, type: 'module' }));
  writeFileSync(join(dir, 'src/Page.tsx'), 'export default function Page() { return null; }\n');
  writeFileSync(join(dir, 'src/Other.tsx'), 'export default function Other() { return null; }\n');
  writeFileSync(
    join(dir, 'rspack.config.mjs'),
    `import { createConfig } from '${pathToFileURL(join(PRESET, 'index.mjs')).href}';\n` +
      `export default createConfig({ dir: import.meta.dirname, name: 'fixture', port: 1, routes: 'routes.json' });\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(routes: unknown) {
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(routes));
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  return spawnSync(join(PRESET, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd: dir, encoding: 'utf8' });
}

const readDist = (name: string) => JSON.parse(readFileSync(join(dir, 'dist', name), 'utf8'));

test('the build exposes each route module and writes its routes without their source files', () => {
  const res = build([
    { path: '/page', module: 'Page', source: './src/Page.tsx', title: 'A page', guard: null },
    { path: '/page/:id', module: 'Page', source: './src/Page.tsx', title: 'One page', guard: 'member' },
    { path: '/other/*', module: 'Other', source: './src/Other.tsx', title: 'Other', guard: 'admin' },
  ]);
  expect(res.stderr + res.stdout).not.toMatch(/ERROR/);
  expect(res.status).toBe(0);
  expect(readDist('sqw-routes.json')).toEqual([
    { path: '/page', module: 'Page', title: 'A page', guard: null },
    { path: '/page/:id', module: 'Page', title: 'One page', guard: 'member' },
    { path: '/other/*', module: 'Other', title: 'Other', guard: 'admin' },
  ]);
  const manifest = readDist('mf-manifest.json') as { exposes: { name: string; path: string }[] };
  expect(manifest.exposes.map((e) => [e.name, e.path]).sort()).toEqual([
    ['Other', './Other'],
    ['Page', './Page'],
  ]);
}, 60_000);

test("every script opens with V8's compile hint, and its source map counts that line", () => {
  const res = build([{ path: '/page', module: 'Page', source: './src/Page.tsx', title: 'A page', guard: null }]);
  expect(res.status).toBe(0);
  const scripts = readdirSync(join(dir, 'dist')).filter((f) => f.endsWith('.js'));
  expect(scripts).toContain('remoteEntry.js');
  for (const file of scripts) {
    expect(readFileSync(join(dir, 'dist', file), 'utf8').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // The minified code is on the second line: its mappings start after one empty line.
    expect((readDist(`${file}.map`) as { mappings: string }).mappings).toMatch(/^;[^;]/);
  }
}, 60_000);

test('a malformed routes.json fails the build, naming the entry and the problem', () => {
  const res = build([{ path: '/page', module: 'Page', source: './src/Gone.tsx', title: 'A page', guard: 'everyone' }]);
  expect(res.status).not.toBe(0);
  const output = res.stderr + res.stdout;
  expect(output).toContain(`${join(dir, 'routes.json')} is invalid`);
  expect(output).toContain('route 1 (/page): "guard" must be null, "member" or "admin"');
  expect(output).toContain('route 1 (/page): "source" ./src/Gone.tsx does not exist');
}, 60_000);

test('a remote config that still lists "exposes" fails: routes.json is the one list', () => {
  writeFileSync(
    join(dir, 'exposes.config.mjs'),
    `import { createConfig } from '${pathToFileURL(join(PRESET, 'index.mjs')).href}';\n` +
      `export default createConfig({ dir: import.meta.dirname, name: 'fixture', port: 1, exposes: { './Page': './src/Page.tsx' } });\n`,
  );
  writeFileSync(join(dir, 'routes.json'), JSON.stringify([{ path: '/page', module: 'Page', source: './src/Page.tsx', title: 'A page', guard: null }]));
  const res = spawnSync(join(PRESET, 'node_modules/.bin/rspack'), ['build', '--mode', 'production', '-c', 'exposes.config.mjs'], {
    cwd: dir,
    encoding: 'utf8',
  });
  expect(res.status).not.toBe(0);
  expect(res.stderr + res.stdout).toContain('fixture: the exposed modules come from routes.json');
}, 60_000);
