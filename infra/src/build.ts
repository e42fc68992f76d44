import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES, ROOT, SHELL, type AppSpec } from './topology';

const SHARED_INPUTS = [
  'infra/src/build.ts',
  'shared/ui/src',
  'shared/platform/src',
  'shared/router/src',
  'shared/contracts/src',
  // A shared singleton's version is in its package.json: a new one goes into every build's manifest.
  'shared/ui/package.json',
  'shared/platform/package.json',
  'shared/router/package.json',
  'shared/contracts/package.json',
  'shared/rspack-preset',
  'pnpm-lock.yaml',
];

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) return void out.push(`${relative(ROOT, path)}:${st.size}:${st.mtimeMs}`);
  for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') walk(join(path, name), out);
}

/** A fingerprint of everything a frontend build reads (paths, sizes, mtimes). */
function fingerprint(app: AppSpec): string {
  const files: string[] = [];
  for (const p of [
    join(app.dir, 'src'),
    join(app.dir, 'scripts'),
    join(app.dir, 'rspack.config.mjs'),
    join(app.dir, 'routes.json'),
    join(app.dir, 'package.json'),
    ...SHARED_INPUTS,
  ])
    walk(join(ROOT, p), files);
  return createHash('sha256').update(files.sort().join('\n')).digest('hex');
}

export const buildableApps = () => [SHELL, ...REMOTES].filter((a) => existsSync(join(ROOT, a.dir, 'rspack.config.mjs')));

const LOCK = join(ROOT, 'node_modules', '.sqw-build-lock');

/** Two launchers on one machine (a dev site and an e2e run) must not write the same dist at once. */
function withBuildLock<T>(work: () => T): T {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${LOCK}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export type BuildResult = { built: string[]; failed: { name: string; output: string }[] };

// A build's whole output is kept (spawnSync's default of 1 MiB would kill a chatty build).
const run = (app: AppSpec, cmd: string, args: string[]) =>
  spawnSync(cmd, args, { cwd: join(ROOT, app.dir), stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The script that renders an app's public pages into dist/sqw-pages.json, as its own `build` runs it. */
function prerenderScript(app: AppSpec): string | null {
  if (app === SHELL) return 'scripts/prerender.mjs';
  return existsSync(join(ROOT, app.dir, 'src/prerender.tsx')) ? 'node_modules/@sqw/rspack-preset/prerender.mjs' : null;
}

type Run = { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; error?: Error };
const output = (res: Run) => `${res.stdout}\n${res.stderr}${res.error ? `\n${res.error.message}` : ''}`;
export const lastLines = (text: string, n = 15) => text.trim().split('\n').slice(-n).join('\n');

/** The production build, then the app's prerendered pages. */
function buildApp(app: AppSpec): Run {
  const res = run(app, join(ROOT, app.dir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production']);
  const script = prerenderScript(app);
  if (res.status !== 0 || !script) return res;
  return run(app, process.execPath, [script]);
}

/**
 * Builds each frontend whose inputs changed since its last build. A remote that fails to
 * build is reported and left out (areas ship independently); a failing shell is fatal.
 */
export function buildStale(opts: { force?: boolean; log?: (s: string) => void } = {}): BuildResult {
  return withBuildLock(() => buildUnlocked(opts));
}

/** Builds one frontend unless its inputs are unchanged since its last build; the output of a failed build. */
function buildIfStale(app: AppSpec, force: boolean, log: (s: string) => void): { built: boolean; error?: string } {
  const stampFile = join(ROOT, app.dir, 'dist', '.build-stamp');
  const stamp = fingerprint(app);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return { built: false };
  log(`  building ${app.dir} ...`);
  let res = buildApp(app);
  // A loaded machine can kill a build (out of memory, a signal) that succeeds on a second try; a
  // broken one fails again, and then both outputs are what it reports.
  let failures = '';
  if (res.status !== 0) {
    failures = output(res);
    log(`  the build of ${app.dir} failed (${res.signal ?? `exit ${res.status}`}), trying once more:\n${lastLines(failures)}`);
    res = buildApp(app);
  }
  if (res.status !== 0) {
    rmSync(stampFile, { force: true });
    return { built: false, error: `${failures}\n--- second try ---\n${output(res)}` };
  }
  writeFileSync(stampFile, stamp);
  return { built: true };
}

function buildUnlocked({ force = false, log = console.log }: { force?: boolean; log?: (s: string) => void }): BuildResult {
  const built: string[] = [];
  const failed: BuildResult['failed'] = [];
  for (const app of buildableApps()) {
    const { built: done, error } = buildIfStale(app, force, log);
    if (error !== undefined) {
      if (app === SHELL) throw new Error(`Build of ${app.dir} failed:\n${error}`);
      failed.push({ name: app.name, output: error });
    } else if (done) built.push(app.name);
  }
  return { built, failed };
}

/** One frontend from the working tree, for a release: its dist folder, or the build's output as an error. */
export function buildOne(app: AppSpec, log: (s: string) => void = console.log): string {
  const { error } = withBuildLock(() => buildIfStale(app, false, log));
  if (error !== undefined) throw new Error(`Build of ${app.dir} failed:\n${lastLines(error, 20)}`);
  return join(ROOT, app.dir, 'dist');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { built, failed } = buildStale({ force: process.argv.includes('--force') });
  console.log(built.length ? `Built: ${built.join(', ')}` : 'Everything is up to date.');
  for (const f of failed) console.error(`Build of ${f.name} failed:\n${f.output}`);
  if (failed.length) process.exitCode = 1;
}
