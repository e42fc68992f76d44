import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// PostgreSQL's text form of a UTC timestamp: '2026-11-22 03:55:59.123456' (+00 for timestamptz).
const UTC_TIMESTAMP = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?(?:\+00)?$/;

/**
 * A timestamp as the ISO string `new Date(v).toISOString()` gives (milliseconds, 'Z'), by
 * rearranging the text when it is already in UTC (list endpoints parse thousands of them);
 * anything else (another offset, BC, infinity) goes through Date.
 */
export function isoTimestamp(v: string, withZone: boolean): string {
  const m = UTC_TIMESTAMP.exec(v);
  if (m && v.endsWith('+00') === withZone) return `${m[1]}T${m[2]}.${((m[3] ?? '') + '000').slice(0, 3)}Z`;
  return new Date(withZone ? v : v + 'Z').toISOString();
}

// Return timestamps as ISO strings and bigints as numbers: they travel as JSON anyway.
pg.types.setTypeParser(1114, (v) => isoTimestamp(v, false));
pg.types.setTypeParser(1184, (v) => isoTimestamp(v, true));
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
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) });
}

const isBroken = (client: pg.PoolClient) => {
  const c = client as unknown as { _ending?: boolean; _queryable?: boolean };
  return Boolean(c._ending) || c._queryable === false;
};

type QueryFn = (text: string, values?: unknown[], callback?: (err: Error | null, res: pg.QueryResult) => void) => unknown;

/**
 * Kysely runs each statement as `client.query(text, values)`, pg's promise form. Under load
 * that form kept every result's rows alive long enough to be promoted to the old generation
 * (about 35 KB per list request, then collected by full GCs: most of the services' GC time),
 * where pg's callback form, which pool.query uses, did not. Same statements and errors:
 * a text query without a callback is sent with one, and the promise is ours.
 */
function answerThroughCallbacks(client: pg.PoolClient) {
  const query = client.query.bind(client) as unknown as QueryFn;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || callback !== undefined || (values !== undefined && !Array.isArray(values)))
      return (query as (...a: unknown[]) => unknown)(text, values, callback);
    return new Promise<pg.QueryResult>((resolve, reject) => query(text, values as unknown[] | undefined, (err, res) => (err ? reject(err) : resolve(res))));
  }) as typeof client.query;
}

/**
 * Kysely releases connections without an error, so a connection that died while in use
 * (database restart mid-transaction) would go back to the pool and fail every later
 * query on it. Releasing a broken one with `true` makes pg-pool destroy it instead.
 */
function discardingBrokenClients(pool: pg.Pool) {
  const guarded = new WeakSet<pg.PoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      // A connection that dies while checked out emits 'error' on the client; unheard, it
      // would crash the process. The failing query already reports the error to its caller.
      if (!guarded.has(client)) {
        guarded.add(client);
        client.on('error', () => undefined);
        answerThroughCallbacks(client);
      }
      const release = client.release;
      client.release = ((destroy?: Error | boolean) => release.call(client, destroy || isBroken(client))) as typeof client.release;
      return client;
    },
    end: () => pool.end(),
  };
}
