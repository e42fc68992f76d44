import type { store } from '@sqw/contracts';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { CoachingSessionsTable, StoreDB } from '../db';

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

/** A member's sessions, newest request first, at most `limit`. */
export async function listMemberSessions(db: Kysely<StoreDB>, userId: string, limit: number): Promise<store.CoachingSession[]> {
  const rows = await db.selectFrom('coaching_sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map(toSession);
}

export async function creditsAvailable(db: Kysely<StoreDB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('session_credits')
    .select(sql<number>`coalesce(sum(granted - used), 0)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Credits a paid order gives. */
export async function grantSessionCredits(trx: Kysely<StoreDB>, userId: string, orderId: string, granted: number): Promise<void> {
  await trx.insertInto('session_credits').values({ user_id: userId, order_id: orderId, granted }).execute();
}

/**
 * Takes one of the member's credits, oldest first, and answers its id (undefined: none left).
 * One statement: a concurrent request waits on the row lock and Postgres re-checks
 * used < granted on the updated row, so a credit is never spent twice and a credit still left
 * is never missed (SKIP LOCKED would skip a row holding several).
 */
export async function spendCredit(trx: Kysely<StoreDB>, userId: string): Promise<string | undefined> {
  const credit = await sql<{ id: string }>`
    update session_credits set used = used + 1
    where id = (select id from session_credits where user_id = ${userId} and used < granted
                order by created_at limit 1 for update)
    returning id`.execute(trx);
  return credit.rows[0]?.id;
}

/** Gives back the credit a session used (a cancelled request). */
export async function returnCredit(trx: Kysely<StoreDB>, creditId: string): Promise<void> {
  await trx
    .updateTable('session_credits')
    .set({ used: sql<number>`used - 1` })
    .where('id', '=', creditId)
    .execute();
}

export async function insertSession(trx: Kysely<StoreDB>, values: Insertable<CoachingSessionsTable>): Promise<store.CoachingSession> {
  return toSession(await trx.insertInto('coaching_sessions').values(values).returningAll().executeTakeFirstOrThrow());
}

/** A member's own session, locked for a change. */
export const memberSessionForUpdate = (trx: Kysely<StoreDB>, id: string, userId: string) =>
  trx.selectFrom('coaching_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();

export async function markSessionCancelled(trx: Kysely<StoreDB>, id: string): Promise<store.CoachingSession> {
  const row = await trx
    .updateTable('coaching_sessions')
    .set({ status: 'cancelled', updated_at: sql<string>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSession(row);
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
