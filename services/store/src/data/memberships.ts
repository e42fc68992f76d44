import type { store } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';
import type { OrderRow } from './orders';

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

/** Starts a plan, or moves to another one, for a month; paying the same active plan again extends it a month. */
export async function activateMembership(trx: Kysely<StoreDB>, order: OrderRow): Promise<void> {
  await sql`
    insert into memberships (user_id, product_id, order_id, status, customer_email, started_at, renews_at)
    values (${order.user_id}, ${order.product_id}, ${order.id}, 'active', ${order.customer_email}, now(), now() + interval '1 month')
    on conflict (user_id) do update set
      started_at = case when memberships.product_id = excluded.product_id and memberships.status = 'active' and memberships.renews_at > now()
                        then memberships.started_at else now() end,
      renews_at = case when memberships.product_id = excluded.product_id and memberships.status = 'active' and memberships.renews_at > now()
                       then memberships.renews_at + interval '1 month' else now() + interval '1 month' end,
      product_id = excluded.product_id, order_id = excluded.order_id, status = 'active',
      customer_email = excluded.customer_email, updated_at = now()`.execute(trx);
}
