import { sql, type Kysely } from 'kysely';
import type { AuthDB } from '../db';

/**
 * Counts one hit on a fixed-window counter (a new window once `windowSeconds` have passed);
 * answers the hits in the window so far and the seconds until it ends.
 */
export async function hitCounter(db: Kysely<AuthDB>, key: string, windowSeconds: number): Promise<{ hits: number; retry_after: number } | undefined> {
  const expired = sql<boolean>`r.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const { rows } = await sql<{ hits: number; retry_after: number }>`
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when ${expired} then 1 else r.hits + 1 end,
      window_start = case when ${expired} then now() else r.window_start end
    returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`.execute(db);
  return rows[0];
}

/** Drops counters whose window ended more than a window ago. */
export async function pruneCounters(db: Kysely<AuthDB>, windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<string>`now() - make_interval(secs => ${windowSeconds * 2})`)
    .execute();
}
