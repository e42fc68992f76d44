import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './storage';

/** How long an upload may wait to be attached to what it was uploaded for. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files under `folder` written before `cutoff` that `attached` does not claim,
 * and returns their keys. `attached` gets the candidates and answers with those still in use.
 */
export async function removeUnattachedFiles(
  storage: FileStorage,
  folder: string,
  cutoff: Date,
  attached: (keys: string[]) => Promise<Iterable<string>>,
): Promise<string[]> {
  const old = (await storage.list(folder)).filter((f) => f.modifiedAt < cutoff).map((f) => f.key);
  if (!old.length) return [];
  const keep = new Set(await attached(old));
  const orphans = old.filter((k) => !keep.has(k));
  for (const key of orphans) await storage.remove(key);
  return orphans;
}

/**
 * Runs `sweep` every `everyMs` while the app is up. Each replica sweeps; a sweep must be safe
 * to run twice at once. A failure is logged and the next round tries again.
 */
export function scheduleSweep(app: FastifyInstance, name: string, sweep: () => Promise<number>, everyMs = 60 * 60 * 1000): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then((n) => n && app.log.info({ sweep: name, removed: n }, 'orphan uploads removed'))
      .catch((err: unknown) => app.log.warn({ err, sweep: name }, 'orphan upload sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}
