import { benchBackend } from './backend';
import { launchBrowser, type Browser } from './browser';
import { checkBudgets, loadBudgets, type Row } from './budgets';
import { benchFrontend } from './frontend';
import { cleanupAll, cleanupOnSignals, Deadline, withTimeout } from './lifecycle';
import { startStack, type Stack } from './stack';
import { unavailableBecause } from './stats';
import { formatTable } from './table';

/** The run must end by itself: phases share this, and what is left of it bounds each one. */
const RUN_LIMIT_MS = 11 * 60_000;
/** Kept back from the browser phase so the API phase always gets its turn. */
const BACKEND_RESERVE_MS = 3 * 60_000;
const STACK_START_MS = 5 * 60_000;

const log = (s: string) => console.error(s);
const phaseFailed = (phase: string, err: unknown): Row => ({ metric: `${phase} figures`, value: unavailableBecause(err), baseline: '—' });

type Phase = { name: string; reserveMs: number; work: (stack: Stack, browser: Browser) => Promise<Row[]> };

/**
 * One phase against the running site. If the site went down meanwhile (something outside the
 * bench stopped it), its figures are worthless: the site is started again and the phase rerun once.
 */
async function runPhase(p: Phase, ctx: { stack: Stack; browser: Browser; deadline: Deadline; notes: string[] }): Promise<Row[]> {
  for (let attempt = 1; ; attempt++) {
    let rows: Row[];
    try {
      rows = await withTimeout(p.work(ctx.stack, ctx.browser), Math.max(0, ctx.deadline.left() - p.reserveMs), `the ${p.name} phase`);
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

async function run(rows: Row[], notes: string[]): Promise<void> {
  const deadline = new Deadline(RUN_LIMIT_MS);
  log('Starting the site (production build, fresh database) on the bench ports…');
  const stack = await startStack(deadline.bound(STACK_START_MS), log);
  notes.push(...stack.leftOut);
  log(`  up: remotes ${Object.keys(stack.config.remotes).join(', ') || 'none'}; services ${Object.keys(stack.config.services).join(', ')}`);
  const browser = await launchBrowser();
  const ctx = { stack, browser, deadline, notes };
  log('Browser figures (Chromium, mobile throttling)…');
  rows.push(...(await runPhase({ name: 'browser', reserveMs: BACKEND_RESERVE_MS, work: (s, b) => benchFrontend(s, b, log) }, ctx)));
  await browser.close();
  log('API figures (autocannon, bare server, pgbench)…');
  rows.push(...(await runPhase({ name: 'API', reserveMs: 20_000, work: (s) => benchBackend(s, log) }, ctx)));
}

export async function main(): Promise<void> {
  cleanupOnSignals();
  const budgets = loadBudgets();
  const rows: Row[] = [];
  const notes: string[] = [];
  let ran = false;
  try {
    await run(rows, notes);
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
