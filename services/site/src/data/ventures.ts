import { sql, type Kysely, type Transaction } from 'kysely';
import type { SiteDB, VenturesTable } from '../db';

export const VENTURE_COLUMNS = ['id', 'slug', 'name', 'tagline', 'description', 'logo', 'image', 'url', 'status', 'sort_order'] as const;

type Db = Kysely<SiteDB> | Transaction<SiteDB>;
type VentureFields = Pick<VenturesTable, 'slug' | 'name' | 'tagline' | 'description' | 'logo' | 'url' | 'status'>;

/** The showcase in the admin's order. */
export const listVentures = (db: Db) => db.selectFrom('ventures').select(VENTURE_COLUMNS).orderBy('sort_order').orderBy('name').execute();

export async function slugInUse(trx: Transaction<SiteDB>, slug: string, except?: string): Promise<boolean> {
  let q = trx.selectFrom('ventures').select('id').where('slug', '=', slug);
  if (except) q = q.where('id', '<>', except);
  return !!(await q.executeTakeFirst());
}

export const ventureExists = async (db: Db, id: string) => !!(await db.selectFrom('ventures').select('id').where('id', '=', id).executeTakeFirst());

/** A new venture goes to the end of the showcase. */
export async function insertVenture(trx: Transaction<SiteDB>, input: VentureFields) {
  const last = await trx
    .selectFrom('ventures')
    .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('ventures')
    .values({ ...input, sort_order: last.n + 10 })
    .returning(VENTURE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export const updateVenture = (trx: Transaction<SiteDB>, id: string, changes: Partial<VentureFields>) =>
  trx
    .updateTable('ventures')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(VENTURE_COLUMNS)
    .executeTakeFirst();

/** Every venture's id, locked so a concurrent create cannot slip in unordered. */
export const lockVentureIds = async (trx: Transaction<SiteDB>) => (await trx.selectFrom('ventures').select('id').forUpdate().execute()).map((v) => v.id);

/** Puts the ventures in the order of `ids`, ten apart. */
export async function setVentureOrder(trx: Transaction<SiteDB>, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await trx
      .updateTable('ventures')
      .set({ sort_order: (i + 1) * 10, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}

export const deleteVenture = (trx: Transaction<SiteDB>, id: string) =>
  trx.deleteFrom('ventures').where('id', '=', id).returning(['id', 'slug', 'image_key']).executeTakeFirst();

// ---- the uploaded picture

export const lockVentureImage = (trx: Transaction<SiteDB>, id: string) =>
  trx.selectFrom('ventures').select('image_key').where('id', '=', id).forUpdate().executeTakeFirst();

/** Sets (or with nulls, clears) the picture: the path that serves it, its file and its type. */
export const setVentureImage = (trx: Transaction<SiteDB>, id: string, image: { image: string | null; image_key: string | null; image_mime: string | null }) =>
  trx.updateTable('ventures').set(image).where('id', '=', id).returning(VENTURE_COLUMNS).executeTakeFirstOrThrow();

export const ventureImageFile = (db: Db, id: string) => db.selectFrom('ventures').select(['image_key', 'image_mime']).where('id', '=', id).executeTakeFirst();
