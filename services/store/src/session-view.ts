import type { store } from '@sqw/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CoachingSessionsTable, StoreDB } from './db';

const iso = (v: string | Date) => new Date(v).toISOString();

export function toSession(row: Selectable<CoachingSessionsTable>): store.CoachingSession {
  return {
    id: row.id,
    status: row.status,
    preferred_times: row.preferred_times.map(iso),
    topic: row.topic,
    scheduled_at: row.scheduled_at,
    admin_note: row.admin_note,
    created_at: row.created_at,
  };
}

export async function creditsAvailable(db: Kysely<StoreDB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('session_credits')
    .select(sql<number>`coalesce(sum(granted - used), 0)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Gives back the credit a session used (a cancelled request). */
export async function returnCredit(trx: Kysely<StoreDB>, creditId: string): Promise<void> {
  await trx
    .updateTable('session_credits')
    .set({ used: sql<number>`used - 1` })
    .where('id', '=', creditId)
    .execute();
}

/** The member's next confirmed session in the future, or their oldest open request. */
export async function nextSession(db: Kysely<StoreDB>, userId: string) {
  const confirmed = await db
    .selectFrom('coaching_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('scheduled_at', '>', sql<string>`now()`)
    .orderBy('scheduled_at')
    .limit(1)
    .executeTakeFirst();
  const row =
    confirmed ??
    (await db
      .selectFrom('coaching_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'requested')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst());
  return row ? toSession(row) : null;
}
