import { sql, type Kysely } from 'kysely';
import type { StoreDB } from './db';
import type { OrderRow } from './order-view';
import { newUnlockCode } from './pay-code';

/** Starts a plan, or moves to another one, for a month; paying the same active plan again extends it a month. */
async function activateMembership(trx: Kysely<StoreDB>, order: OrderRow): Promise<void> {
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

/**
 * What a confirmed payment gives, written in the admin's transaction: a resource order gets
 * its unlock code, coaching and the full course give session credits, a plan starts a
 * membership. Course access is read from paid orders directly (course_grants).
 */
export async function fulfilOrder(trx: Kysely<StoreDB>, order: OrderRow): Promise<{ unlockCode: string | null }> {
  if (order.kind === 'resource') return { unlockCode: newUnlockCode() };
  const product = await trx.selectFrom('products').select(['type', 'session_credits']).where('id', '=', order.product_id!).executeTakeFirstOrThrow();
  if (product.session_credits > 0) {
    await trx.insertInto('session_credits').values({ user_id: order.user_id, order_id: order.id, granted: product.session_credits }).execute();
  }
  if (product.type === 'membership') await activateMembership(trx, order);
  return { unlockCode: null };
}
