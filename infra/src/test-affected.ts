// pnpm test:affected [--base <ref>] [--dry-run]: typecheck, build and test only the packages a
// change affects (see affected.ts), then one Playwright run over the suites of their areas.
import { spawnSync } from 'node:child_process';
import { affectedPlan, E2E_PACKAGE, type Plan } from './affected';
import { ROOT } from './topology';

const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** The branch point with origin/main when there is one; otherwise the last commit (plus anything uncommitted). */
function defaultBase(): string {
  if (git('rev-parse', '--verify', '--quiet', 'origin/main').status === 0) {
    const mergeBase = git('merge-base', 'HEAD', 'origin/main');
    if (mergeBase.status === 0) return mergeBase.stdout.trim();
  }
  return 'HEAD~1';
}

function parseArgs(argv: string[]): { base: string; dryRun: boolean } {
  let base: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--base' && argv[i + 1]) base = argv[++i];
    else if (arg.startsWith('--base=')) base = arg.slice('--base='.length);
    else throw new Error(`Unknown argument ${arg}. Usage: pnpm test:affected [--base <ref>] [--dry-run]`);
  }
  if (base !== undefined && git('rev-parse', '--verify', '--quiet', `${base}^{commit}`).status !== 0) throw new Error(`--base ${base} is not a commit here`);
  return { base: base ?? defaultBase(), dryRun };
}

function summary(plan: Plan): string {
  const names = (pkgs: Plan['affected']) => (pkgs.length ? pkgs.map((p) => p.name).join(', ') : 'none');
  const e2e = plan.e2e.kind === 'none' ? 'none' : plan.e2e.kind === 'all' ? `every suite (${plan.e2e.reason})` : `--grep "${plan.e2e.grep}"`;
  return [`Changes since ${plan.base}`, `  changed:  ${names(plan.changed)}`, `  affected: ${names(plan.affected)}`, `  e2e:      ${e2e}`].join('\n');
}

function step(title: string, args: string[]): void {
  console.log(`\n== ${title}: pnpm ${args.join(' ')}`);
  const res = spawnSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(res.status ?? 1);
  }
}

const { base, dryRun } = parseArgs(process.argv.slice(2));
const plan = affectedPlan(ROOT, base);
console.log(summary(plan));
if (dryRun || plan.affected.length === 0) process.exit(0);

const filters = (pkgs: Plan['affected']) => pkgs.flatMap((p) => ['--filter', p.name]);
step('typecheck', [...filters(plan.affected), '--workspace-concurrency=2', 'run', 'typecheck']);
step('build', [...filters(plan.affected), '--workspace-concurrency=1', 'run', 'build']);
const unit = plan.affected.filter((p) => p.scripts['test:unit'] !== undefined);
// One Jest at a time: each server run starts its own PostgreSQL, and there are two cores.
if (unit.length) step('unit tests', [...filters(unit), '--workspace-concurrency=1', 'run', 'test:unit']);
if (plan.e2e.kind === 'all') step('e2e', ['--filter', E2E_PACKAGE, 'run', 'test']);
if (plan.e2e.kind === 'grep') step('e2e', ['--filter', E2E_PACKAGE, 'exec', 'playwright', 'test', '--grep', plan.e2e.grep]);
