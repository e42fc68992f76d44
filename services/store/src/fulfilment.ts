import type { Kysely } from 'kysely';
import type { StoreDB } from './db';
import { activateMembership } from './data/memberships';
import type { OrderRow } from './data/orders';
import { productTerms } from './data/products';
import { grantSessionCredits } from './data/sessions';
import { newUnlockCode } from './pay-code';

/**
 * What a confirmed payment gives, written in the admin's transaction: a resource order gets
 * its unlock code, coaching and the full course give session credits, a plan starts a
 * membership. Course access is read from paid orders directly (course_grants).
 */
export async function fulfilOrder(trx: Kysely<StoreDB>, order: OrderRow): Promise<{ unlockCode: string | null }> {
  if (order.kind === 'resource') return { unlockCode: newUnlockCode() };
  const product = await productTerms(trx, order.product_id!);
  if (product.session_credits > 0) await grantSessionCredits(trx, order.user_id, order.id, product.session_credits);
  if (product.type === 'membership') await activateMembership(trx, order);
  return { unlockCode: null };
}
