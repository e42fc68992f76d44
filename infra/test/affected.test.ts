// pnpm test:affected's selection, against changes made in a throwaway clone of this repository
// (the shared working tree is never touched). The clone gets the working tree's package.json
// files, so the dependencies declared now are the ones under test.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { affectedPlan, e2eTags, type Plan } from '../src/affected';

const ROOT = resolve(__dirname, '../..');
const FRONTENDS = ['@sqw/shell', '@sqw/remote-admin', '@sqw/remote-hall', '@sqw/remote-media', '@sqw/remote-store', '@sqw/remote-web-essentials'];

let clone: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: clone, encoding: 'utf8' });

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'sqw-affected-'));
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, clone]);
  const listed = JSON.parse(execFileSync('pnpm', ['--recursive', 'list', '--json', '--depth', '-1'], { cwd: ROOT, encoding: 'utf8' })) as { path: string }[];
  for (const file of ['pnpm-workspace.yaml', 'package.json', ...listed.map((p) => join(relative(ROOT, p.path), 'package.json'))]) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(clone, file));
  }
  git('add', '--all');
  git('commit', '--quiet', '--allow-empty', '-m', 'the working tree manifests');
});

afterAll(() => rmSync(clone, { recursive: true, force: true }));

/** The plan for one new file (staged, as pnpm sees only tracked changes), then the clone is reset. */
function planFor(file: string): Plan & { names: string[]; unit: string[] } {
  mkdirSync(dirname(join(clone, file)), { recursive: true });
  writeFileSync(join(clone, file), 'export const probe = 1;\n');
  git('add', file);
  try {
    const plan = affectedPlan(clone, 'HEAD');
    const names = plan.affected.map((p) => p.name);
    return { ...plan, names, unit: plan.affected.filter((p) => p.scripts['test:unit']).map((p) => p.name) };
  } finally {
    git('reset', '--quiet', '--hard', 'HEAD');
  }
}

const grepTags = (plan: Plan) => (plan.e2e.kind === 'grep' ? plan.e2e.grep.split('|') : []);

test('a change in remotes/hall runs hall alone, with the @hall and @journey suites', () => {
  const plan = planFor('remotes/hall/src/affected-probe.ts');
  expect(plan.changed.map((p) => p.name)).toEqual(['@sqw/remote-hall']);
  expect(plan.names).toEqual(['@sqw/e2e', '@sqw/remote-hall']);
  expect(plan.unit).toEqual(['@sqw/remote-hall']);
  expect(plan.e2e).toEqual({ kind: 'grep', grep: '@hall\\b|@journey\\b' });
});

test('a change in shared/ui runs every frontend that depends on it and their suites, and no service', () => {
  const plan = planFor('shared/ui/src/affected-probe.ts');
  expect(plan.names).toEqual(expect.arrayContaining([...FRONTENDS, '@sqw/ui', '@sqw/platform', '@sqw/e2e']));
  expect(plan.names.filter((n) => n.startsWith('@sqw/service-'))).toEqual([]);
  const tags = grepTags(plan);
  for (const frontend of plan.affected.filter((p) => FRONTENDS.includes(p.name))) expect(tags).toEqual(expect.arrayContaining(e2eTags(frontend)));
  expect(tags.length).toBeGreaterThan(0);
  expect(tags).not.toContain('@faults\\b');
});

test('a change in services/hall runs the hall service, infra (which loads it) and the @hall suites', () => {
  const plan = planFor('services/hall/src/affected-probe.ts');
  expect(plan.names).toEqual(['@sqw/e2e', '@sqw/infra', '@sqw/service-hall']);
  expect(plan.e2e).toEqual({ kind: 'grep', grep: '@hall\\b' });
});

test('a new test file selects its own package only, not the packages that depend on it', () => {
  expect(planFor('shared/ui/test/affected-probe.test.ts').names).toEqual(['@sqw/ui']);
});

test('a change to the workspace root (Jest, TypeScript, lockfile) runs every package and every e2e suite', () => {
  const plan = planFor('jest/affected-probe.cjs');
  expect(plan.names).toEqual(expect.arrayContaining([...FRONTENDS, '@sqw/ui', '@sqw/service-auth', '@sqw/infra', '@sqw/e2e']));
  expect(plan.names).not.toContain('sqw');
  expect(plan.e2e.kind).toBe('all');
});
