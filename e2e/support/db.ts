import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR, PORT_OFFSET } from './env';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Runs SQL against the e2e run's database, to check what a flow stored. */
export async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const password = readFileSync(join(ROOT, E2E_DATA_DIR, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${54329 + PORT_OFFSET}/sqw` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
