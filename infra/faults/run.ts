import { existsSync } from 'node:fs';
import { dbRestart } from './db-restart';
import { gracefulShutdown } from './graceful-shutdown';
import { idempotentRetry } from './idempotent-retry';

/** `pnpm test:faults`: each scenario starts its own PostgreSQL and services and cleans up after itself. */
const scenarios: [string, () => Promise<string>][] = [
  ['idempotent retry', idempotentRetry],
  ['graceful shutdown under load', gracefulShutdown],
  ['database restart under load', dbRestart],
];

async function main() {
  if (existsSync('/usr/sbin/nginx') && existsSync(new URL('./scale-out.ts', import.meta.url))) {
    const mod = (await import('./scale-out')) as { scaleOut?: () => Promise<string> };
    if (mod.scaleOut) scenarios.push(['scale-out behind nginx', mod.scaleOut]);
  }
  let passed = 0;
  let failed = 0;
  for (const [name, run] of scenarios) {
    const started = Date.now();
    try {
      const summary = await run();
      console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${summary}`);
      passed++;
    } catch (err) {
      console.error(`✗ ${name}: ${(err as Error).message}`);
      failed++;
    }
  }
  console.log(`faults: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
