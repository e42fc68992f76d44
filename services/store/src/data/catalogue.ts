import { store } from '@sqw/contracts';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { CatalogueItemsTable, StoreDB } from '../db';

/** A catalogue row as the contract shows it: dollars, and the picture's path on this service. */
export const toCatalogueItem = (r: Selectable<CatalogueItemsTable>): store.CatalogueItem => ({
  id: r.id,
  title: r.title,
  description: r.description,
  price: store.centsToDollars(r.price_cents),
  image: r.image,
  preview: r.preview,
});

export async function listCatalogue(db: Kysely<StoreDB>): Promise<store.CatalogueItem[]> {
  const rows = await db.selectFrom('catalogue_items').selectAll().orderBy('position').execute();
  return rows.map(toCatalogueItem);
}

export async function catalogueItemExists(db: Kysely<StoreDB>, id: string): Promise<boolean> {
  return !!(await db.selectFrom('catalogue_items').select('id').where('id', '=', id).executeTakeFirst());
}

/** Where an item's picture is stored, and its type. */
export const catalogueImage = (db: Kysely<StoreDB>, id: string) =>
  db.selectFrom('catalogue_items').select(['image_key', 'image_mime']).where('id', '=', id).executeTakeFirst();

/** Locks an item for a change of picture and answers the picture it has now (undefined: no such item). */
export const lockCatalogueItem = (trx: Kysely<StoreDB>, id: string) =>
  trx.selectFrom('catalogue_items').select('image_key').where('id', '=', id).forUpdate().executeTakeFirst();

export async function setCatalogueImage(
  trx: Kysely<StoreDB>,
  id: string,
  image: Pick<Updateable<CatalogueItemsTable>, 'image' | 'image_key' | 'image_mime'>,
): Promise<store.CatalogueItem> {
  const row = await trx.updateTable('catalogue_items').set(image).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return toCatalogueItem(row);
}
