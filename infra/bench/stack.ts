import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { AREAS, REMOTE_AREAS, SHELL } from '@sqw/contracts/areas';
import { onCleanup } from './lifecycle';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The bench's own copy of the site: its own ports and data dir, so it never touches a dev or e2e stack.
 * BENCH_PORT_OFFSET moves it (and its data dir with it), so two benches can run side by side.
 */
export const BENCH_OFFSET = benchOffset(process.env.BENCH_PORT_OFFSET);
export const BENCH_DATA_DIR = BENCH_OFFSET === 9600 ? '.data/bench' : `.data/bench-${BENCH_OFFSET}`;

function benchOffset(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 9600;
  const n = Number(raw);
  // The highest base port is 54329 (PostgreSQL); everything must stay below 65536.
  if (!Number.isInteger(n) || n < 1 || n + 54329 > 65535)
    throw new Error(`BENCH_PORT_OFFSET must be an integer from 1 to ${65535 - 54329}, not ${JSON.stringify(raw)}`);
  return n;
}

export type RuntimeConfig = { remotes: Record<string, string>; services: Record<string, string>; supabaseAnonKey: string };

export type Stack = {
  site: string;
  config: RuntimeConfig;
  dataDir: string;
  pgPort: number;
  /** Lines the launcher printed about areas it left out (failed builds or services). */
  leftOut: string[];
  /** False once the launcher has exited (it stops everything it started when it goes). */
  alive: () => boolean;
  stop: () => Promise<void>;
};

const port = (base: number) => base + BENCH_OFFSET;
// As topology.ts: shell, remotes and services (from the area manifest), mail catcher and PostgreSQL, shifted by the offset.
const SERVICE_PORTS: Record<string, number> = Object.fromEntries(AREAS.map((a) => [a.configName, a.service.port]));
const STACK_PORTS = [SHELL.port, ...REMOTE_AREAS.map((a) => a.remote.devPort), ...AREAS.map((a) => a.service.port), 1025, 1080, 54329].map(port);

const portTaken = (p: number) =>
  new Promise<boolean>((res) => {
    const s = createConnection({ host: '127.0.0.1', port: p });
    s.once('connect', () => (s.destroy(), res(true)));
    s.once('error', () => res(false));
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in time`);
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The launcher stops its services and PostgreSQL on SIGINT; whatever outlives the grace period is killed as a group. */
async function stopGroup(child: ChildProcess, graceMs = 30_000): Promise<void> {
  const pid = child.pid!;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGINT');
    const deadline = Date.now() + graceMs;
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) await sleep(200);
  }
  if (groupAlive(pid)) {
    process.kill(-pid, 'SIGKILL');
    for (let i = 0; i < 50 && groupAlive(pid); i++) await sleep(100);
  }
}

/** Starts the production build of the whole site (fresh database) and waits until /config.json answers. */
export async function startStack(timeoutMs: number, log: (s: string) => void): Promise<Stack> {
  const busy = (await Promise.all(STACK_PORTS.map(async (p) => ((await portTaken(p)) ? p : null)))).filter((p) => p !== null);
  if (busy.length) throw new Error(`ports ${busy.join(', ')} are in use: another bench (or a leftover of one) is running`);

  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
    cwd: ROOT,
    // Its own process group, so everything it starts can be stopped together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A fresh data dir: figures from earlier runs (seeded rows, subscribers) never leak into this one.
    // TRUST_PROXY: the services take the client address from X-Forwarded-For, as they do behind the
    // production gateway, so the write loads can come from many visitors instead of one capped
    // address. Safe here: this private stack's services listen on 127.0.0.1 (the kit's default
    // HOST) on their own shifted ports, hold only throwaway data, and stop when the bench ends.
    env: {
      ...process.env,
      SQW_PORT_OFFSET: String(BENCH_OFFSET),
      SQW_DATA_DIR: BENCH_DATA_DIR,
      SQW_FRESH: '1',
      SQW_EVERY_AREA: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
  });
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let stopping = false;
  const stop = () => ((stopping = true), stopGroup(child));
  child.once('exit', (code, signal) => {
    if (!stopping) log(`! the site stopped during the bench (${code ?? signal}):\n${output.slice(-6).join('\n')}`);
  });
  const unregister = onCleanup('site stack', stop);

  const site = `http://localhost:${port(SHELL.port)}`;
  const deadline = Date.now() + timeoutMs;
  let config: RuntimeConfig | null = null;
  while (!config) {
    if (child.exitCode !== null) throw new Error(`the launcher exited (${child.exitCode}):\n${output.slice(-20).join('\n')}`);
    if (Date.now() > deadline) throw new Error(`the site did not come up in ${Math.round(timeoutMs / 1000)} s:\n${output.slice(-20).join('\n')}`);
    try {
      const res = await fetch(`${site}/config.json`);
      if (res.ok) config = (await res.json()) as RuntimeConfig;
    } catch {
      await sleep(500);
    }
  }
  // The site lists same-origin paths. The bench loads remotes through the site, as browsers do,
  // but measures each service directly: its figures compare a service with a bare server.
  config = {
    ...config,
    remotes: Object.fromEntries(Object.entries(config.remotes).map(([name, url]) => [name, new URL(url, site).href])),
    services: Object.fromEntries(Object.keys(config.services).map((name) => [name, `http://localhost:${port(SERVICE_PORTS[name]!)}`])),
  };
  for (const manifest of Object.values(config.remotes)) await waitFor(manifest, deadline);
  log(
    output
      .filter((l) => /built|up to date/.test(l))
      .join('; ')
      .trim(),
  );
  const dataDir = join(ROOT, BENCH_DATA_DIR);
  return {
    site,
    config,
    dataDir,
    pgPort: port(54329),
    leftOut: output.filter((l) => l.startsWith('! ')),
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      unregister();
      await stop();
    },
  };
}

export const readSecret = (stack: Stack, name: string) => readFileSync(join(stack.dataDir, name), 'utf8').trim();

/** The launcher's admin: its password and its authenticator's TOTP secret. */
export const adminCredentials = (stack: Stack) => JSON.parse(readSecret(stack, 'local-admin.json')) as { email: string; password: string; totpSecret: string };

export const databaseUrl = (stack: Stack) => `postgres://postgres:${encodeURIComponent(readSecret(stack, 'pg-password'))}@127.0.0.1:${stack.pgPort}/sqw`;
