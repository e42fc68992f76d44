import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR, ROOT, type ServiceSpec } from './topology';

const TSX_LOADER = fileURLToPath(import.meta.resolve('tsx'));

export type Running = { spec: ServiceSpec; child: ChildProcess; logFile: string };

/** Starts one service as its own process (as it would run in production), logging to .data/logs. */
export function spawnService(spec: ServiceSpec, env: Record<string, string>, logDir = join(DATA_DIR, 'logs')): Running {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${spec.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/main.ts'], {
    cwd: join(ROOT, spec.dir),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return { spec, child, logFile };
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-25).join('\n');

/** Resolves when /healthz answers; rejects with the service's last log lines if it dies or hangs. */
export async function waitHealthy(r: Running, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (r.child.exitCode !== null) throw new Error(`${r.spec.name} exited (${r.child.exitCode}):\n${tail(r.logFile)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${r.spec.port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((res) => setTimeout(res, 150));
  }
  throw new Error(`${r.spec.name} did not become healthy in time:\n${tail(r.logFile)}`);
}

/** SIGTERM (graceful shutdown), then SIGKILL for anything still alive after the grace period. */
export async function stopAll(children: ChildProcess[], graceMs = 8000): Promise<void> {
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    alive.map(
      (c) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => c.kill('SIGKILL'), graceMs);
          c.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          c.kill('SIGTERM');
        }),
    ),
  );
}
