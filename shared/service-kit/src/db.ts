import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// Return timestamps and bigints as strings: they travel as JSON anyway and keep full precision.
pg.types.setTypeParser(1114, (v) => new Date(v + 'Z').toISOString());
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(20, (v) => Number(v));

export type DbOptions = { url: string; schema: string; max?: number; log?: (err: Error) => void };

/** A Kysely over a pg Pool whose connections see only the service's own schema first. */
export function createDb<DB>({ url, schema, max = 10, log }: DbOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    options: `-c search_path=${schema},public`,
  });
  // Without a listener an idle connection dying (database restart) crashes the process.
  pool.on('error', (err) => log?.(err));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
