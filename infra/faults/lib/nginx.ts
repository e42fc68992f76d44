import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install -y nginx`); NGINX_BIN points elsewhere. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export type RunningNginx = { url: string; errorLog: string; stop: () => Promise<void> };

const tail = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n') : '(no error log)');

/**
 * Runs nginx in the foreground with `conf` (a complete main config without `daemon`)
 * written into `dir`, which is also its prefix, and resolves once 127.0.0.1:`port` answers.
 * The caller owns `dir` and must call stop().
 */
export async function startNginx({
  dir,
  conf,
  port,
  timeoutMs = 10_000,
}: {
  dir: string;
  conf: string;
  port: number;
  timeoutMs?: number;
}): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} not found (apt-get install -y nginx)`);
  // Started as root, nginx's workers run as nobody and must be able to enter the folder.
  chmodSync(dir, 0o755);
  const confFile = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  writeFileSync(confFile, conf);
  // Its own process group: a SIGKILL fallback must reach the workers too, not only the master.
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', confFile, '-e', errorLog, '-g', 'daemon off;'], { stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM is nginx's fast shutdown; the whole group is killed if it hangs.
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 3000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${tail(errorLog)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return { url, errorLog, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${url} within ${timeoutMs} ms:\n${tail(errorLog)}`);
}
