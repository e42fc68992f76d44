import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/ports';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from '../../src/postgres';
import { spawnService, stopAll, waitHealthy, type Running } from '../../src/processes';
import { SERVICES } from '../../src/topology';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Everything a fault scenario starts, so it can always be torn down. */
export class Stage {
  readonly cleanups: (() => Promise<unknown>)[] = [];
  dir = '';

  async init(): Promise<this> {
    this.dir = await mkdtemp(join(tmpdir(), 'sqw-fault-'));
    this.cleanups.push(() => rm(this.dir, { recursive: true, force: true }));
    return this;
  }

  /** A real PostgreSQL in this stage's folder; persistent so it can be stopped and started again. */
  async postgres(): Promise<{ url: string; restart: () => Promise<void>; stop: () => Promise<void> }> {
    const opts = { dataDir: join(this.dir, 'pg'), port: await freePort(), password: randomBytes(9).toString('hex') };
    let cluster: EmbeddedCluster | null = await startEmbeddedPostgres(opts);
    await ensureDatabase(cluster.url('postgres'), 'sqw');
    const url = cluster.url('sqw');
    this.cleanups.push(async () => cluster?.stop());
    return {
      url,
      stop: async () => {
        await cluster?.stop();
        cluster = null;
      },
      restart: async () => {
        cluster = await startEmbeddedPostgres(opts);
      },
    };
  }

  /** One real service process (as the launcher runs it), migrated on start. */
  async service(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<Running & { url: string }> {
    const spec = { ...SERVICES.find((s) => s.name === name)!, port: await freePort() };
    const running = spawnService(
      spec,
      {
        PORT: String(spec.port),
        DATABASE_URL: databaseUrl,
        MIGRATE_ON_START: 'true',
        STORAGE_DIR: join(this.dir, 'uploads'),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        ...env,
      },
      join(this.dir, 'logs'),
    );
    this.cleanups.push(() => stopAll([running.child], 3000));
    await waitHealthy(running);
    return { ...running, url: `http://127.0.0.1:${spec.port}` };
  }

  async teardown(): Promise<void> {
    for (const c of this.cleanups.reverse()) await c().catch(() => undefined);
  }
}

/** Runs a scenario with a hard time limit; the stage is torn down whatever happens. */
export async function scenario(name: string, limitMs: number, body: (stage: Stage) => Promise<string>): Promise<string> {
  const stage = await new Stage().init();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name}: did not finish within ${limitMs / 1000} s`)), limitMs);
    });
    return await Promise.race([body(stage), timeout]);
  } finally {
    clearTimeout(timer);
    await stage.teardown();
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A distinct client address per simulated visitor, so per-IP rate limits treat them as different people. */
export const clientIp = (n: number) => `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
