import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Cleanup = { name: string; run: () => Promise<unknown> | unknown };

const cleanups: Cleanup[] = [];
let cleaning: Promise<void> | null = null;

/** Registers something the bench started; it is undone (last first) however the bench ends. */
export function onCleanup(name: string, run: Cleanup['run']): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** A temp dir removed by `remove()` or, at the latest, when the bench ends. */
export function makeTempDir(purpose: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `sqw-bench-${purpose}-`));
  const rm = () => rmSync(dir, { recursive: true, force: true });
  const unregister = onCleanup(`temp dir ${dir}`, rm);
  return { dir, remove: () => (unregister(), rm()) };
}

/** True once the bench is shutting down: loops stop starting new work (browsers, loads). */
export const aborted = () => cleaning !== null;

export function throwIfAborted(): void {
  if (aborted()) throw new Error('the bench is stopping');
}

/** Waits `ms` in steps of at most a second, and stops waiting (throwing) once the bench is stopping. */
export async function waitUnlessStopped(ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    throwIfAborted();
    await new Promise((r) => setTimeout(r, Math.min(1000, end - Date.now())));
  }
}

/** Runs every registered cleanup once, each bounded so one stuck step cannot hold the others. */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const c = cleanups.pop()!;
      try {
        await withTimeout(Promise.resolve().then(c.run), 40_000, `cleanup: ${c.name}`);
      } catch (err) {
        console.error(`! cleanup of ${c.name} failed: ${(err as Error).message.split('\n')[0]}`);
      }
    }
  })();
  return cleaning;
}

/**
 * Ctrl-C, a kill or a crash still stops the stack and removes temp files before exiting. Work
 * still running when that starts fails as its browser or servers go away; those late errors
 * must not end the process before the cleanup has finished.
 */
export function cleanupOnSignals(): void {
  const shutDown = (why: string, code: number) => {
    if (aborted()) return;
    console.error(`\n${why}: stopping everything the bench started…`);
    void cleanupAll().finally(() => process.exit(code));
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => shutDown(sig, 130));
  const crash = (err: unknown) => (aborted() ? undefined : shutDown(`unexpected error: ${(err as Error)?.stack ?? String(err)}`, 1));
  process.on('unhandledRejection', crash);
  process.on('uncaughtException', crash);
}

export class TimeoutError extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The whole run shares one deadline; each phase gets what is left of it. */
export class Deadline {
  private readonly end: number;
  constructor(totalMs: number) {
    this.end = Date.now() + totalMs;
  }
  left(): number {
    return Math.max(0, this.end - Date.now());
  }
  /** A phase may use at most `ms`, and never more than what remains of the run. */
  bound(ms: number): number {
    return Math.min(ms, this.left());
  }
}
