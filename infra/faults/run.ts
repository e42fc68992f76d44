import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dbRestart } from './db-restart';
import { gracefulShutdown } from './graceful-shutdown';
import { idempotentRetry } from './idempotent-retry';
import { needs } from './lib/needs';
import { revocation } from './revocation';

/** `pnpm test:faults`: each scenario starts its own PostgreSQL and services and cleans up after itself. */
const scenarios: [string, () => Promise<string>][] = [
  ['idempotent retry', idempotentRetry],
  ['graceful shutdown under load', gracefulShutdown],
  ['database restart under load', dbRestart],
  ['revoked users refused by every service', revocation],
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
  // Both need Debian's nginx, which CI installs.
  const nginx = ['/usr/sbin/nginx', 'apt-get install -y nginx'] as const;
  scenarios.push(
    ['scale-out behind nginx', needs(...nginx, async () => (await import('./scale-out')).scaleOut())],
    ['production nginx config', needs(...nginx, productionNginx)],
  );
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
