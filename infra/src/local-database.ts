import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from './postgres';
import { DATA_DIR, PORTS } from './topology';

export type LocalDatabase = { url: string; stop: () => Promise<void> };

/**
 * The database a local command (seed, admin:create) works on: DATABASE_URL when set, else the
 * local site's embedded PostgreSQL, found by the password `pnpm start` keeps in the data dir.
 * The cluster is used while the site runs, or started just for the command and stopped after.
 */
export async function localDatabase(): Promise<LocalDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const passwordFile = join(DATA_DIR, 'pg-password');
  if (!existsSync(passwordFile)) throw new Error('No local database yet: run `pnpm start` once first (or set DATABASE_URL).');
  const password = readFileSync(passwordFile, 'utf8').trim();
  const dataDir = join(DATA_DIR, 'pg');
  let cluster: EmbeddedCluster | null = null;
  if (!existsSync(join(dataDir, 'postmaster.pid'))) cluster = await startEmbeddedPostgres({ dataDir, port: PORTS.postgres, password });
  const server = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PORTS.postgres}`;
  try {
    await ensureDatabase(`${server}/postgres`, 'sqw');
  } catch (err) {
    await cluster?.stop();
    throw err;
  }
  return { url: `${server}/sqw`, stop: async () => cluster?.stop() };
}
