import { sql, type Kysely } from 'kysely';
import type { KitTables } from './kit-tables';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;

// Expired windows are swept at most this often, on a hit. A sweep reads the whole table, whose
// rows under a flood are mostly the live windows of the flood's own keys: sweeping every so many
// hits instead made each hit dearer the larger the flood.
const SWEEP_EVERY_MS = 60_000;
// Requests whose hits one statement counts at the most: a flood that queues more goes in several,
// each well under PostgreSQL's 65,535 parameters (three a key).
const BATCH_MOST = 1000;

/*
 * Rate-limit counters live in the service's own schema, so every replica of a service counts
 * against one budget. Fixed windows, as the rate-limit plugin's in-memory store counts them.
 *
 * The table is unlogged: a counter is worth nothing after a crash (its window is minutes long), and
 * an unlogged write commits without waiting for the write-ahead log to reach the disk. Every
 * limited request counts before it does its own work, so a logged counter would double the disk
 * flushes of every form post. A crash empties the table, which opens the current windows early.
 *
 * The table is created on first use rather than by a migration: the kit's migrations share
 * one ordered list with each service's own, and a kit migration added now would sort before
 * migrations the services have already run.
 */
export type Counter = { key: string; windowMs: number };

/**
 * A counter of hits over one database handle, creating the table on its first use: it counts one
 * hit on each counter given and answers each counter's count in its window and the milliseconds
 * left of that window, in the order given. A form limited two ways (its address and its sender)
 * so waits on one round trip, not two.
 *
 * Hits that arrive while a count is in flight wait for it and then go together, in one
 * statement: under load one round trip (and one plan) counts for many requests, where one
 * statement each made the limiter cost as much as the form's own work. When idle a hit goes at
 * once. The counts stay exact: hits on one key in a batch add up on its row, and each gets its
 * own place in the total, in the order they came. `now` is the clock sweeps are timed by.
 */
export function hitCounter<DB extends KitTables>(db: Kysely<DB>, now: () => number = Date.now): (counters: Counter[]) => Promise<Result[]> {
  let ready: Promise<void> | null = null;
  // Replicas starting together would race to create the table, and concurrent DDL of one name
  // fails in more ways than one (duplicate type, tuple concurrently updated): a transaction-scoped
  // advisory lock lets one replica create it while the others wait and then find it there.
  const ensureTable = () =>
    (ready ??= db
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended('sqw.rate_limit_counters', 0))`.execute(trx);
        await sql`create unlogged table if not exists rate_limit_counters (key text primary key, count integer not null, expires_at timestamptz not null)`.execute(
          trx,
        );
        // A table made before the counters went unlogged is converted once (a short rewrite of a small table).
        const { rows } = await sql<{
          logged: boolean;
        }>`select relpersistence = 'p' as logged from pg_class where oid = to_regclass('rate_limit_counters')`.execute(trx);
        if (rows[0]?.logged) await sql`alter table rate_limit_counters set unlogged`.execute(trx);
      })
      .catch((err: unknown) => {
        ready = null; // the next request tries again
        throw err;
      }));
  let sweptAt = now();

  /** One statement for every hit given, answered hit by hit. */
  async function countAll(hits: Counter[]): Promise<Result[]> {
    await ensureTable();
    const byKey = new Map<string, { n: number; windowMs: number }>();
    for (const h of hits) byKey.set(h.key, { n: (byKey.get(h.key)?.n ?? 0) + 1, windowMs: h.windowMs });
    // Rows in key order: two replicas' batches then lock shared keys in the same order, never crosswise.
    const keys = [...byKey.keys()].sort();
    const rows = sql.join(
      keys.map((key) => {
        const { n, windowMs } = byKey.get(key)!;
        return sql`(${key}, ${n}::int, now() + ${Math.max(1, Math.trunc(windowMs))} * interval '1 millisecond')`;
      }),
    );
    const res = await sql<Result & { key: string }>`
      insert into rate_limit_counters as c (key, count, expires_at)
      values ${rows}
      on conflict (key) do update set
        count = case when c.expires_at <= now() then excluded.count else c.count + excluded.count end,
        expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
      returning c.key, c.count as current, greatest(0, ceil(extract(epoch from c.expires_at - now()) * 1000))::int as ttl`.execute(db);
    if (now() - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = now();
      void sql`delete from rate_limit_counters where expires_at < now()`.execute(db).catch(() => undefined);
    }
    // Each hit's count is the total less the hits on its key that came after it in this batch.
    const after = new Map(keys.map((key) => [key, byKey.get(key)!.n]));
    const totals = new Map(res.rows.map((r) => [r.key, { current: Number(r.current), ttl: Number(r.ttl) }]));
    return hits.map((h) => {
      const left = after.get(h.key)! - 1;
      after.set(h.key, left);
      const total = totals.get(h.key)!;
      return { current: total.current - left, ttl: total.ttl };
    });
  }

  type Waiting = { counters: Counter[]; resolve: (r: Result[]) => void; reject: (err: unknown) => void };
  const waiting: Waiting[] = [];
  let counting = false;

  async function drain() {
    counting = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, BATCH_MOST);
      try {
        const results = await countAll(batch.flatMap((w) => w.counters));
        let at = 0;
        for (const w of batch) w.resolve(results.slice(at, (at += w.counters.length)));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    counting = false;
  }

  return (counters) =>
    new Promise<Result[]>((resolve, reject) => {
      waiting.push({ counters, resolve, reject });
      if (!counting) void drain();
    });
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the service's own schema, so
 * every replica of a service counts against one budget. Fixed windows, as the plugin's
 * in-memory store counts them.
 */
export function postgresRateLimitStore<DB extends KitTables>(db: Kysely<DB>) {
  const countHits = hitCounter(db);
  return class PostgresRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      countHits([{ key: this.prefix + key, windowMs: timeWindow }]).then(
        ([counted]) => cb(null, counted),
        (err: Error) => cb(err),
      );
    }

    /**
     * Each limited route counts on its own, as the plugin's own stores do (the plugin passes the
     * route as routeInfo). A limiter made outside a route (createRateLimit) names its group.
     */
    child(options: object) {
      const { routeInfo: route, groupId } = options as { routeInfo: { method?: string | string[]; url?: string }; groupId?: string };
      return new PostgresRateLimitStore(undefined, `${this.prefix}${groupId ?? `${String(route.method)}${route.url}`}-`);
    }
  };
}
