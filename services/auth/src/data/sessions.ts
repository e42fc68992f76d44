import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AuthDB, SessionMethod } from '../db';

type Db = Kysely<AuthDB>;

export const findSession = (db: Db, id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** The session, locked: concurrent refreshes of one session queue on its row. */
export const lockSession = (db: Db, id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const insertSession = (db: Db, s: { userId: string; method: SessionMethod; userAgent: string | null; ip: string }) =>
  db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: s.userId, method: s.method, user_agent: s.userAgent, ip: s.ip })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * Ends a user's sessions (their refresh tokens go with them, on delete cascade); a trigger
 * publishes each one, so every service refuses its access tokens too. `except` keeps one,
 * `only` ends that one alone.
 */
export async function endSessions(db: Db, userId: string, opts: { except?: string | null; only?: string } = {}): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (opts.except) q = q.where('id', '!=', opts.except);
  if (opts.only) q = q.where('id', '=', opts.only);
  await q.execute();
}

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

/** After a password change, a recovery or invite session no longer allows another one without the old password. */
export const setSessionMethod = (db: Db, id: string, method: SessionMethod) => db.updateTable('sessions').set({ method }).where('id', '=', id).execute();

export const markRefreshed = (db: Db, id: string) =>
  db
    .updateTable('sessions')
    .set({ refreshed_at: sql<string>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Lifts the session to aal2 with this factor; undefined when the session has ended meanwhile. */
export const upgradeSession = (db: Db, id: string, factorId: string) =>
  db
    .updateTable('sessions')
    .set({ aal: 'aal2', factor_id: factorId, mfa_verified_at: sql<string>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Sessions lifted by this factor are back to what the password alone proves. */
export const downgradeSessionsOf = (db: Db, factorId: string) =>
  db.updateTable('sessions').set({ aal: 'aal1', factor_id: null, mfa_verified_at: null }).where('factor_id', '=', factorId).execute();
