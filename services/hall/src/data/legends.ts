import { keysetPage, NEWEST_FIRST, type OrderKey } from '@sqw/service-kit';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { HallDB, LegendsTable } from '../db';

/** The gallery's order, strongest first, then newest (the `legends_order` index); id breaks ties. */
export const GALLERY_ORDER: OrderKey[] = [{ column: 'level', type: 'int', desc: true }, ...NEWEST_FIRST];

/** One page of the gallery, every level or one (`level`), in GALLERY_ORDER. */
export async function listLegends(db: Kysely<HallDB>, filter: { level: number | null }, page: { limit: number; after?: string }) {
  let q = db.selectFrom('sqw_legends').selectAll();
  if (filter.level !== null) q = q.where('level', '=', filter.level);
  return keysetPage(q, GALLERY_ORDER, page);
}

export async function findLegend(db: Kysely<HallDB>, id: string): Promise<Selectable<LegendsTable> | undefined> {
  return db.selectFrom('sqw_legends').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertLegend(trx: Transaction<HallDB>, legend: Insertable<LegendsTable>): Promise<Selectable<LegendsTable>> {
  return trx.insertInto('sqw_legends').values(legend).returningAll().executeTakeFirstOrThrow();
}

/** Whether a legend was there to delete. */
export async function deleteLegend(trx: Transaction<HallDB>, id: string): Promise<boolean> {
  const gone = await trx.deleteFrom('sqw_legends').where('id', '=', id).returning('id').executeTakeFirst();
  return Boolean(gone);
}

/** The hero's counters, in one round trip. */
export async function hallStats(db: Kysely<HallDB>): Promise<{ legends: number; submissions: number; immortals: number }> {
  const { rows } = await sql<{ legends: number; submissions: number; immortals: number }>`
    select (select count(*)::int from sqw_legends) as legends,
           (select count(*)::int from sqw_submissions) as submissions,
           (select count(*)::int from sqw_legends where level = 7) as immortals`.execute(db);
  return rows[0]!;
}
