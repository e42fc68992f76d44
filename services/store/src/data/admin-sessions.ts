import { store } from '@sqw/contracts';
import { conflict, countUpTo, keysetPage, notFound, type OrderKey } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';

/** Latest first by when the session happens (its scheduled time, else when it was asked for), ties by id. */
const SESSION_KEYS: OrderKey[] = [
  { column: 'sort_at', type: 'timestamptz', desc: true },
  { column: 'id', type: 'uuid' },
];

/** The sessions with the time the list orders them by, as a column the cursor can name. */
function sessions(db: Kysely<StoreDB>, status: store.SessionStatus | undefined) {
  let q = db
    .selectFrom('coaching_sessions')
    .selectAll()
    .select(sql<string>`coalesce(scheduled_at, created_at)`.as('sort_at'));
  if (status) q = q.where('status', '=', status);
  return db.selectFrom(q.as('s')).selectAll();
}

/** One page of sessions (optionally of one status), the next page's cursor, and how many match up to SESSION_COUNT_CAP. */
export async function listAdminSessions(db: Kysely<StoreDB>, status: store.SessionStatus | undefined, page: { limit: number; after?: string }) {
  const [{ items, next }, count] = await Promise.all([
    keysetPage(sessions(db, status), SESSION_KEYS, page),
    countUpTo(db, sessions(db, status), store.SESSION_COUNT_CAP),
  ]);
  return { rows: items.map(({ sort_at: _, ...row }) => row), next, count };
}

/** One session, locked for the rest of the transaction; a 404 when there is none. */
export async function lockSession(trx: Kysely<StoreDB>, id: string) {
  const s = await trx.selectFrom('coaching_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!s) throw notFound('This session does not exist.');
  return s;
}

export type SessionRow = Awaited<ReturnType<typeof lockSession>>;

/** Moves a session on (and records the coach's note or time), answering the session as it now is. */
export function updateSession(trx: Kysely<StoreDB>, id: string, set: { status: store.SessionStatus; scheduled_at?: string; admin_note?: string | null }) {
  return trx
    .updateTable('coaching_sessions')
    .set({ ...set, updated_at: sql<string>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Waits for the coach's calendar: there is one, so confirmations queue on this lock and two
 * cannot take the same hour. Held until the transaction ends.
 */
export async function lockCalendar(trx: Kysely<StoreDB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('store.session_calendar'))`.execute(trx);
}

/** Refuses a time within SESSION_MINUTES of another confirmed session. */
export async function refuseClash(trx: Kysely<StoreDB>, sessionId: string, at: string): Promise<void> {
  const clash = await trx
    .selectFrom('coaching_sessions')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('id', '!=', sessionId)
    .where(sql<boolean>`abs(extract(epoch from (scheduled_at - ${at}::timestamptz))) < ${store.SESSION_MINUTES * 60}`)
    .executeTakeFirst();
  if (clash) throw conflict('That time is already booked for another session.');
}
