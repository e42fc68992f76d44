// `pnpm typecheck`: `tsc -p` on every TypeScript project that tsconfig.json lists (the browser,
// the server, @sqw/contracts, their tests, the Playwright drivers), two or more at a time, and
// fails if any fails. Incremental: each project keeps its build info under
// node_modules/.cache/tsc/ (git-ignored), so a second run rechecks only what changed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { ROOT } from './topology';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const CACHE = join(ROOT, 'node_modules', '.cache', 'tsc');

/** The projects tsconfig.json references, as paths from the repository root. */
export function typecheckProjects(): string[] {
  const { config, error } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config.references as { path: string }[]).map((r) => r.path.replace(/^\.\//, ''));
}

type Outcome = { project: string; ok: boolean; seconds: number; output: string };

function check(project: string): Promise<Outcome> {
  const started = Date.now();
  const name = basename(project, '.json').replace(/^tsconfig\./, '');
  const args = [TSC, '-p', project, '--incremental', '--tsBuildInfoFile', join(CACHE, `${name}.tsbuildinfo`), '--pretty'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

async function main(): Promise<void> {
  const projects = typecheckProjects();
  const queue = [...projects];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const outcome = await check(project);
      outcomes.push(outcome);
      if (outcome.output.trim()) process.stdout.write(outcome.output);
      console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${outcome.project} (${outcome.seconds.toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(2, availableParallelism()), projects.length) }, worker));
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.project);
  if (failed.length) {
    console.error(`typecheck failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) await main();
