import type { store } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from './db';

/** Memberships with their plan; a membership past its renewal date without a new payment shows as expired. */
export const membershipQuery = (db: Kysely<StoreDB>) =>
  db
    .selectFrom('memberships as ms')
    .innerJoin('products as p', 'p.id', 'ms.product_id')
    .select(['ms.user_id', 'ms.customer_email', 'p.slug as plan', 'p.title', 'p.price_cents', 'ms.started_at', 'ms.renews_at'])
    .select(
      sql<store.Membership['status']>`case when ms.status = 'cancelled' then 'cancelled' when ms.renews_at <= now() then 'expired' else 'active' end`.as(
        'status',
      ),
    );

export async function membershipOf(db: Kysely<StoreDB>, userId: string): Promise<store.Membership | null> {
  const row = await membershipQuery(db).where('ms.user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const { user_id: _u, customer_email: _e, ...m } = row;
  return m;
}
