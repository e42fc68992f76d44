import { sql, type Kysely } from 'kysely';
import type { auth } from '@sqw/contracts';
import type { AuthDB, FactorRow } from '../db';
import { factorView } from '../factor-view';

type Db = Kysely<AuthDB>;

/** The user's factors as GET /user lists them, oldest first. */
export async function factorsOf(db: Db, userId: string): Promise<auth.Factor[]> {
  const rows = await db.selectFrom('mfa_factors').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(factorView);
}

/** The user's own factor with this id (a uuid), or undefined. */
export const findFactorOf = (db: Db, userId: string, id: string): Promise<FactorRow | undefined> =>
  db.selectFrom('mfa_factors').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** An enrolment abandoned before its first code, older than `seconds`, is dropped. */
export const dropAbandonedFactors = (db: Db, userId: string, seconds: number) =>
  db
    .deleteFrom('mfa_factors')
    .where('user_id', '=', userId)
    .where('status', '=', 'unverified')
    .where('created_at', '<', sql<string>`now() - make_interval(secs => ${seconds})`)
    .execute();

export const insertFactor = (db: Db, f: { userId: string; friendlyName: string; secret: string; status?: 'verified' }) =>
  db
    .insertInto('mfa_factors')
    .values({ user_id: f.userId, friendly_name: f.friendlyName, factor_type: 'totp', secret: f.secret, ...(f.status ? { status: f.status } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The encrypted secrets of the user's factors, with their status. */
export const factorSecrets = (db: Db, userId: string) => db.selectFrom('mfa_factors').select(['secret', 'status']).where('user_id', '=', userId).execute();

export const deleteFactor = (db: Db, id: string) => db.deleteFrom('mfa_factors').where('id', '=', id).execute();

/** A new challenge of the factor from this address, expiring after `seconds`; its expiry in epoch seconds. */
export async function insertChallenge(db: Db, factorId: string, ip: string, seconds: number): Promise<{ id: string; expires_at: number }> {
  await db
    .updateTable('mfa_factors')
    .set({ last_challenged_at: sql<string>`now()` })
    .where('id', '=', factorId)
    .execute();
  const row = await db
    .insertInto('mfa_challenges')
    .values({ factor_id: factorId, ip, expires_at: sql<string>`now() + make_interval(secs => ${seconds})` })
    .returning(['id', sql<number>`floor(extract(epoch from expires_at))::int`.as('expires_at')])
    .executeTakeFirstOrThrow();
  return { id: row.id, expires_at: Number(row.expires_at) };
}

export const findChallenge = (db: Db, id: string, factorId: string) =>
  db
    .selectFrom('mfa_challenges')
    .select(['id', 'ip', 'verified_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('id', '=', id)
    .where('factor_id', '=', factorId)
    .executeTakeFirst();

/**
 * Records the time step of an accepted code and verifies the factor; false when a code of this
 * step or a later one was taken first (of two requests with one code, one wins).
 */
export async function useFactorStep(db: Db, factorId: string, step: number): Promise<boolean> {
  const used = await db
    .updateTable('mfa_factors')
    .set({ last_used_step: step, status: 'verified', updated_at: sql<string>`now()` })
    .where('id', '=', factorId)
    .where('last_used_step', '<', String(step))
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Marks the challenge verified; false when it already was. */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const consumed = await db
    .updateTable('mfa_challenges')
    .set({ verified_at: sql<string>`now()` })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}

/** Challenges past their expiry can never be verified; dropped now and then. */
export async function pruneChallenges(db: Db): Promise<void> {
  await db
    .deleteFrom('mfa_challenges')
    .where('expires_at', '<', sql<string>`now() - interval '1 hour'`)
    .execute();
}
