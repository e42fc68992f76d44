import { sql, type Kysely } from 'kysely';
import type { AuthDB, PkceMethod } from '../db';

type Db = Kysely<AuthDB>;

export const insertFlowState = (
  db: Db,
  f: { authCodeHash: string; userId: string; challenge: string; method: PkceMethod; authenticationMethod: string; ttlSeconds: number },
) =>
  db
    .insertInto('flow_states')
    .values({
      auth_code_hash: f.authCodeHash,
      user_id: f.userId,
      code_challenge: f.challenge,
      code_challenge_method: f.method,
      authentication_method: f.authenticationMethod,
      expires_at: sql<string>`now() + make_interval(secs => ${f.ttlSeconds})`,
    })
    .execute();

/** Deletes and answers the flow of this auth code (single use, whatever happens next). */
export const takeFlowState = (db: Db, authCodeHash: string) =>
  db.deleteFrom('flow_states').where('auth_code_hash', '=', authCodeHash).returningAll().executeTakeFirst();

export async function pruneFlowStates(db: Db): Promise<void> {
  await db
    .deleteFrom('flow_states')
    .where('expires_at', '<', sql<string>`now()`)
    .execute();
}
