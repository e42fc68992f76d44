import type { store } from '@sqw/contracts';
import type { Kysely } from 'kysely';
import type { StoreDB } from '../db';

/** A published resource (what members may see, buy and download), by id. */
export const findPublishedResource = (db: Kysely<StoreDB>, id: string) =>
  db.selectFrom('resources').selectAll().where('id', '=', id).where('is_published', '=', true).executeTakeFirst();

async function ownedResourceIds(db: Kysely<StoreDB>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('resource_entitlements').select('resource_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((e) => e.resource_id));
}

/** The library in its order, with what this member (or a visitor: null) owns and may download. */
export async function listResources(db: Kysely<StoreDB>, userId: string | null): Promise<store.Resource[]> {
  const rows = await db.selectFrom('resources').selectAll().where('is_published', '=', true).orderBy('position').orderBy('created_at').execute();
  const owned = userId ? await ownedResourceIds(db, userId) : new Set<string>();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    description: r.description,
    type: 'PDF' as const,
    premium: r.is_premium,
    price_cents: r.price_cents,
    purchased: owned.has(r.id),
    downloadable: (!r.is_premium || owned.has(r.id)) && (r.file_key !== null || r.builtin !== null),
    file_size: r.file_size,
  }));
}

/** Whether the member unlocked this resource. */
export async function ownsResource(db: Kysely<StoreDB>, userId: string, resourceId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('resource_entitlements')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('resource_id', '=', resourceId)
    .executeTakeFirst());
}

/** Gives the member the resource the order paid for (a second unlock changes nothing). */
export async function grantResource(trx: Kysely<StoreDB>, userId: string, resourceId: string, orderId: string): Promise<void> {
  await trx
    .insertInto('resource_entitlements')
    .values({ user_id: userId, resource_id: resourceId, order_id: orderId })
    .onConflict((oc) => oc.columns(['user_id', 'resource_id']).doNothing())
    .execute();
}
