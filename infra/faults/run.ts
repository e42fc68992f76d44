import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dbRestart } from './db-restart';
import { gracefulShutdown } from './graceful-shutdown';
import { idempotentRetry } from './idempotent-retry';

/** `pnpm test:faults`: each scenario starts its own PostgreSQL and services and cleans up after itself. */
const scenarios: [string, () => Promise<string>][] = [
  ['idempotent retry', idempotentRetry],
  ['graceful shutdown under load', gracefulShutdown],
  ['database restart under load', dbRestart],
];

/** The production nginx config, run for real in front of stub services and Chromium (its own process). */
async function productionNginx(): Promise<string> {
  const script = fileURLToPath(new URL('../deploy/check-site-conf.ts', import.meta.url));
  const res = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 240_000 });
  const last = `${res.stdout}${res.stderr}`.trim().split('\n').pop() ?? '';
  if (res.status !== 0) throw new Error(`${last}\n${res.stdout.slice(-2000)}`);
  return last;
}

async function main() {
  // Both need Debian's nginx (CI installs it); without it they cannot run, and say so.
  if (existsSync('/usr/sbin/nginx')) {
    const { scaleOut } = await import('./scale-out');
    scenarios.push(['scale-out behind nginx', scaleOut], ['production nginx config', productionNginx]);
  } else {
    console.log('! nginx is not installed (apt-get install -y nginx): the scale-out and nginx config checks did not run');
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
