import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnService, type Running } from './processes';
import { DATA_DIR, type ServiceSpec } from './topology';

const RESTART_DELAY_MS = Number(process.env.SQW_RESTART_DELAY_MS ?? 1000);
const MAX_RESTARTS_PER_MINUTE = 5;

/** The process id of each running service, so tools and fault tests can find them. */
export function writePids(running: Running[]): void {
  writeFileSync(join(DATA_DIR, 'pids.json'), JSON.stringify(Object.fromEntries(running.map((r) => [r.spec.name, r.child.pid]))));
}

/**
 * Restarts a service that dies, after a delay, as an orchestrator would; meanwhile its
 * area shows its own error. A service that keeps dying is left down and reported.
 */
export function supervise(running: Running[], env: (spec: ServiceSpec) => Record<string, string>, stopping: () => boolean): void {
  const restarts = new Map<string, number[]>();
  const watch = (r: Running) =>
    r.child.once('exit', (code, signal) => {
      if (stopping()) return;
      const recent = (restarts.get(r.spec.name) ?? []).filter((t) => Date.now() - t < 60_000);
      if (recent.length >= MAX_RESTARTS_PER_MINUTE) {
        console.error(`! ${r.spec.name} keeps stopping (${code ?? signal}); left down. See ${r.logFile}`);
        return;
      }
      console.error(`! ${r.spec.name} stopped (${code ?? signal}); restarting in ${RESTART_DELAY_MS} ms`);
      restarts.set(r.spec.name, [...recent, Date.now()]);
      setTimeout(() => {
        if (stopping()) return;
        const next = spawnService(r.spec, env(r.spec));
        running[running.indexOf(r)] = next;
        writePids(running);
        watch(next);
      }, RESTART_DELAY_MS);
    });
  running.forEach(watch);
}
