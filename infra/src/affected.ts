// Which packages a git change affects, as pnpm selects them: `[ref]` is the packages with files
// changed since ref, `...[ref]` adds every package that depends on them (declared in package.json).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Pkg = { name: string; path: string; scripts: Record<string, string> };

/** The e2e run a change needs: none, the whole suite, or the suites whose tags match `grep`. */
export type E2ePlan = { kind: 'none' } | { kind: 'all'; reason: string } | { kind: 'grep'; grep: string };

export type Plan = { base: string; changed: Pkg[]; affected: Pkg[]; e2e: E2ePlan };

export const E2E_PACKAGE = '@sqw/e2e';
// The launcher the e2e suites start the site with: a change to it can break every suite.
const LAUNCHER = '@sqw/infra';
// Files that change no package's behaviour. Test files (pnpm's --test-pattern) select their own
// package but not its dependents: a new ui test does not rerun every frontend.
const SELECTOR_OPTIONS = ['--changed-files-ignore-pattern=**/*.md', '--changed-files-ignore-pattern=docs/**', '--test-pattern=**/test/**'];

function pnpmList(root: string, filter: string[]): Pkg[] {
  const out = execFileSync('pnpm', [...filter, ...SELECTOR_OPTIONS, 'list', '--json', '--depth', '-1'], { cwd: root, encoding: 'utf8' });
  const listed = JSON.parse(out || '[]') as { name: string; path: string }[];
  return listed
    .map(({ name, path }) => ({ name, path, scripts: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).scripts ?? {} }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The tags a package's `test:e2e` script passes to Playwright (`--grep "@hall\b|@journey\b"`). */
export function e2eTags(pkg: Pkg): string[] {
  const script = pkg.scripts['test:e2e'];
  if (script === undefined) return [];
  const grep = /--grep "([^"]+)"/.exec(script);
  if (!grep) throw new Error(`${pkg.name}: test:e2e must pass its tags as --grep "@a\\b|@b\\b" (found: ${script})`);
  return grep[1]!.split('|');
}

function e2ePlan(changed: Pkg[], affected: Pkg[], rootChanged: boolean): E2ePlan {
  if (!affected.some((p) => p.name === E2E_PACKAGE)) return { kind: 'none' };
  if (rootChanged) return { kind: 'all', reason: 'workspace-wide files changed' };
  const whole = changed.find((p) => p.name === E2E_PACKAGE || p.name === LAUNCHER);
  if (whole) return { kind: 'all', reason: `${whole.name} changed` };
  const tags = [...new Set(affected.flatMap(e2eTags))].sort();
  return tags.length ? { kind: 'grep', grep: tags.join('|') } : { kind: 'all', reason: 'no affected package names its e2e tags' };
}

/**
 * The plan for the changes since `base` (committed, staged and unstaged; untracked files are
 * not seen until added). A change to the workspace root (lockfile, catalog, Jest or TypeScript
 * settings) affects every package.
 */
export function affectedPlan(root: string, base: string): Plan {
  const rootDir = resolve(root);
  const isRoot = (p: Pkg) => resolve(p.path) === rootDir;
  const changed = pnpmList(rootDir, ['--filter', `[${base}]`]);
  const rootChanged = changed.some(isRoot);
  const affected = pnpmList(rootDir, rootChanged ? ['--recursive'] : ['--filter', `...[${base}]`]).filter((p) => !isRoot(p));
  return { base, changed, affected, e2e: e2ePlan(changed, affected, rootChanged) };
}
