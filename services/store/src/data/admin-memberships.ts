import { notFound } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';
import { membershipQuery } from './memberships';

/** Every plan, the next to renew first (a few hundred at most, so one list). */
export const listMemberships = (db: Kysely<StoreDB>) => membershipQuery(db).orderBy('ms.renews_at').limit(500).execute();

/** Ends a member's plan and answers it as the list shows it; a 404 when the member has none. */
export async function cancelMembership(trx: Kysely<StoreDB>, userId: string) {
  const done = await trx
    .updateTable('memberships')
    .set({ status: 'cancelled', updated_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  if (!done) throw notFound('This member has no membership.');
  return membershipQuery(trx).where('ms.user_id', '=', userId).executeTakeFirstOrThrow();
}
