import { sql, type Kysely } from 'kysely';
import type { auth } from '@sqw/contracts';
import type { AuthDB, FactorRow } from './db';

/** A factor as the user's `factors` list shows it; the secret never leaves after enrolment. */
export const factorView = (f: FactorRow): auth.Factor => ({
  id: f.id,
  ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
  factor_type: f.factor_type,
  status: f.status,
  created_at: f.created_at,
  updated_at: f.updated_at,
  last_challenged_at: f.last_challenged_at,
});

export async function factorsOf(db: Kysely<AuthDB>, userId: string): Promise<auth.Factor[]> {
  const rows = await db.selectFrom('mfa_factors').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(factorView);
}

export async function hasVerifiedFactor(db: Kysely<AuthDB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('mfa_factors').select('id').where('user_id', '=', userId).where('status', '=', 'verified').executeTakeFirst();
  return row !== undefined;
}

/** Challenges past their expiry can never be verified; dropped now and then. */
export async function pruneChallenges(db: Kysely<AuthDB>): Promise<void> {
  await db
    .deleteFrom('mfa_challenges')
    .where('expires_at', '<', sql<string>`now() - interval '1 hour'`)
    .execute();
}
