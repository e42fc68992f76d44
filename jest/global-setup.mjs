// Starts one throwaway PostgreSQL for the whole run; each test file makes its own database in it.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  if (process.env.TEST_PG_URL) return;
  const { startEmbeddedPostgres } = await tsImport('../infra/src/postgres.ts', import.meta.url);
  const { freePort } = await tsImport('../infra/src/ports.ts', import.meta.url);
  const base = await mkdtemp(join(tmpdir(), 'sqw-test-pg-'));
  const cluster = await startEmbeddedPostgres({ dataDir: join(base, 'data'), port: await freePort(), password: 'test-password', persistent: false });
  process.env.TEST_PG_URL = cluster.url('postgres');
  globalThis.__SQW_TEST_PG__ = cluster;
}
