import { site } from '@sqw/contracts';
import { countedPage as countedKeysetPage, likePattern, NEWEST_FIRST } from '@sqw/service-kit';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SiteDB } from '../db';

/** The admin lists' filters: text search over some columns, a UTC date range on created_at, a status. */
export type ListFilters = { q?: string; from?: string; to?: string; status?: string };
export type PageRequest = { limit: number; after?: string };

/** Most rows one export will carry; beyond that the admin narrows the date range. */
export const EXPORT_MAX_ROWS = 50_000;

// Days are UTC days, whatever the database server's time zone.
const utcDayStart = (day: string) => sql<string>`(${day}::date)::timestamp at time zone 'UTC'`;

/** The rows a list's filters keep, as one condition (true when there are none). */
export function matching(f: ListFilters, searchColumns: readonly string[]): RawBuilder<boolean> {
  const conds: RawBuilder<unknown>[] = [];
  if (f.q) {
    const pattern = likePattern(f.q);
    conds.push(
      sql`(${sql.join(
        searchColumns.map((c) => sql`${sql.ref(c)} ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  if (f.from) conds.push(sql`created_at >= ${utcDayStart(f.from)}`);
  if (f.to) conds.push(sql`created_at < ${utcDayStart(f.to)} + interval '1 day'`);
  if (f.status) conds.push(sql`status = ${f.status}`);
  return conds.length ? sql<boolean>`${sql.join(conds, sql` and `)}` : sql<boolean>`true`;
}

/** One page of a list, newest first, with its matches counted up to the admin screens' cap. */
export const countedPage = <TB extends keyof SiteDB, O>(db: Kysely<SiteDB>, query: SelectQueryBuilder<SiteDB, TB, O>, page: PageRequest) =>
  countedKeysetPage(db, query, NEWEST_FIRST, page, site.LIST_COUNT_CAP);

/** The rows an export carries, newest first, in the list's order. */
export const exportRows = <TB extends keyof SiteDB, O>(query: SelectQueryBuilder<SiteDB, TB, O>) =>
  query
    .orderBy(sql`created_at desc`)
    .orderBy(sql`id`)
    .limit(EXPORT_MAX_ROWS)
    .execute();
