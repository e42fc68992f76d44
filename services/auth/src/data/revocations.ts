import { sql, type Kysely } from 'kysely';
import type { AuthDB } from '../db';

/** Revocations past their forget_after can match no live token: drop them with the periodic cleanup. */
export async function pruneRevocations(db: Kysely<AuthDB>): Promise<void> {
  await db
    .deleteFrom('ended_sessions')
    .where('forget_after', '<', sql<string>`now()`)
    .execute();
  await db
    .deleteFrom('user_revocations')
    .where('forget_after', '<', sql<string>`now()`)
    .execute();
}
