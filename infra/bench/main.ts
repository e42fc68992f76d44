import { benchBackend } from './backend';
import { launchBrowser } from './browser';
import { checkBudgets, loadBudgets, type Row } from './budgets';
import { benchFrontend } from './frontend';
import { cleanupAll, cleanupOnSignals, Deadline, withTimeout } from './lifecycle';
import { startStack, type Stack } from './stack';
import { unavailableRow } from './stats';
import { formatTable } from './table';

/**
 * The run must end by itself: phases share this, and what is left of it bounds each one. A run
 * that builds the site first (about 5 minutes here) still leaves the browser phase its 9 to 10.
 */
const RUN_LIMIT_MS = 22 * 60_000;
/** Kept back from the browser phase so the API phase (about 5 minutes with the write path and the pause before its large case) always gets its turn. */
const BACKEND_RESERVE_MS = 6 * 60_000;
const STACK_START_MS = 5 * 60_000;

const log = (s: string) => console.error(s);
const phaseFailed = (phase: string, err: unknown): Row => unavailableRow(`${phase} figures`, err);

type Phase = { name: string; reserveMs: number; work: (stack: Stack) => Promise<Row[]> };

const PHASE_NAMES = ['browser', 'api'] as const;
type PhaseName = (typeof PHASE_NAMES)[number];

/** BENCH_PHASES: a comma list of `browser` and `api` (both when unset), e.g. BENCH_PHASES=api. */
export function selectedPhases(raw = process.env.BENCH_PHASES): Set<PhaseName> {
  if (raw === undefined || raw.trim() === '') return new Set(PHASE_NAMES);
  const names = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !(PHASE_NAMES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) throw new Error(`BENCH_PHASES takes a comma list of ${PHASE_NAMES.join(', ')}; got ${JSON.stringify(raw)}`);
  return new Set(names as PhaseName[]);
}

/**
 * One phase against the running site. If the site went down meanwhile (something outside the
 * bench stopped it), its figures are worthless: the site is started again and the phase rerun once.
 */
async function runPhase(p: Phase, ctx: { stack: Stack; deadline: Deadline; notes: string[] }): Promise<Row[]> {
  for (let attempt = 1; ; attempt++) {
    let rows: Row[];
    try {
      rows = await withTimeout(p.work(ctx.stack), Math.max(0, ctx.deadline.left() - p.reserveMs), `the ${p.name} phase`);
    } catch (err) {
      rows = [phaseFailed(p.name, err)];
    }
    if (ctx.stack.alive() || attempt > 1 || ctx.deadline.left() < p.reserveMs + STACK_START_MS / 2) return rows;
    ctx.notes.push(`! the site stopped during the ${p.name} phase; it was started again and the phase measured again`);
    log(`! the site stopped during the ${p.name} phase: starting it again…`);
    await ctx.stack.stop();
    ctx.stack = await startStack(ctx.deadline.bound(STACK_START_MS), log);
  }
}

async function run(rows: Row[], notes: string[], phases: Set<PhaseName>): Promise<void> {
  const deadline = new Deadline(RUN_LIMIT_MS);
  log('Starting the site (production build, fresh database) on the bench ports…');
  const stack = await startStack(deadline.bound(STACK_START_MS), log);
  notes.push(...stack.leftOut);
  log(`  up: remotes ${Object.keys(stack.config.remotes).join(', ') || 'none'}; services ${Object.keys(stack.config.services).join(', ')}`);
  const ctx = { stack, deadline, notes };
  if (phases.has('browser')) {
    const browser = await launchBrowser();
    log('Browser figures (Chromium, mobile throttling)…');
    rows.push(
      ...(await runPhase({ name: 'browser', reserveMs: phases.has('api') ? BACKEND_RESERVE_MS : 20_000, work: (s) => benchFrontend(s, browser, log) }, ctx)),
    );
    await browser.close();
  }
  if (phases.has('api')) {
    log('API figures (autocannon, bare server, pgbench)…');
    rows.push(...(await runPhase({ name: 'API', reserveMs: 20_000, work: (s) => benchBackend(s, log) }, ctx)));
  }
}

export async function main(): Promise<void> {
  cleanupOnSignals();
  const budgets = loadBudgets();
  const phases = selectedPhases();
  const rows: Row[] = [];
  const notes: string[] = [];
  if (phases.size < PHASE_NAMES.length) notes.push(`phases run: ${[...phases].join(', ')} (BENCH_PHASES); budgets of the others are not measured`);
  let ran = false;
  try {
    await run(rows, notes, phases);
    ran = true;
  } catch (err) {
    notes.push(`! the bench could not run: ${(err as Error).message}`);
  } finally {
    log('Stopping everything the bench started…');
    await cleanupAll();
  }
  const checked = checkBudgets(rows, budgets);
  console.log(formatTable(checked.rows));
  for (const n of notes) console.log(n);
  if (checked.unmeasured.length) console.log(`not measured: ${checked.unmeasured.join('; ')}`);
  console.log(`budgets: ${checked.met} met, ${checked.missed} missed`);
  // Missed budgets are a finding, not a failure of the bench; only a bench that could not run fails.
  process.exit(ran ? 0 : 1);
}
