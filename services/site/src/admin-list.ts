import { IdParam } from '@sqw/contracts';
import { audit, notFound, requireAdmin, toCsv, type ZodApp, sendCsv } from '@sqw/service-kit';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';

export type ListFilters = { q?: string; from?: string; to?: string; status?: string };

/** Most rows one export will carry; beyond that the admin narrows the date range. */
export const EXPORT_MAX_ROWS = 50_000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
// Days are UTC days, whatever the database server's time zone.
export const utcDayStart = (day: string) => sql<string>`(${day}::date)::timestamp at time zone 'UTC'`;

/** The list and export filters: text search over some columns, a UTC date range on created_at, a status. */
export function filtersWhere(f: ListFilters, searchColumns: string[]) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = [];
    if (f.q) {
      const pattern = `%${escapeLike(f.q)}%`;
      conds.push(eb.or(searchColumns.map((c) => eb(sql.ref(c), 'ilike', pattern))));
    }
    if (f.from) conds.push(eb('created_at', '>=', utcDayStart(f.from)));
    if (f.to) conds.push(eb('created_at', '<', sql<string>`${utcDayStart(f.to)} + interval '1 day'`));
    if (f.status) conds.push(eb('status', '=', f.status));
    return eb.and(conds);
  };
}

type ListSpec = {
  /** e.g. '/admin/contact-messages'; the export is served at `${path}/export`. */
  path: string;
  table: string;
  columns: string[];
  searchColumns: string[];
  query: z.ZodObject;
  exportQuery: z.ZodObject;
  item: z.ZodObject;
  page: z.ZodObject;
  csv: { key: string; label: string }[];
  filename: string;
  notFoundMessage: string;
};

/** Registers the list (paged, filtered), detail and CSV export of one kind of form submission. */
export function adminListRoutes(app: ZodApp, db: Kysely<any>, spec: ListSpec): void {
  const where = (f: ListFilters) => filtersWhere(f, spec.searchColumns);

  app.get(spec.path, { schema: { querystring: spec.query, response: { 200: spec.page } } }, async (req) => {
    const { limit, offset, ...filters } = req.query as ListFilters & { limit: number; offset: number };
    const [items, count] = await Promise.all([
      db.selectFrom(spec.table).select(spec.columns).where(where(filters)).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      db
        .selectFrom(spec.table)
        .select(sql<number>`count(*)::int`.as('n'))
        .where(where(filters))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: count.n };
  });

  app.get(`${spec.path}/export`, { schema: { querystring: spec.exportQuery } }, async (req, reply) => {
    const admin = requireAdmin(req);
    const filters = req.query as ListFilters;
    const rows = await db
      .selectFrom(spec.table)
      .select(spec.columns)
      .where(where(filters))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(EXPORT_MAX_ROWS)
      .execute();
    // Personal data leaving the system is an admin action worth recording.
    await audit(db, admin, `site.${spec.table}.export`, { type: spec.table, id: 'export' }, { filters, rows: rows.length });
    return sendCsv(reply, spec.filename, toCsv(spec.csv, rows));
  });

  app.get(`${spec.path}/:id`, { schema: { params: IdParam, response: { 200: spec.item } } }, async (req) => {
    const row = await db.selectFrom(spec.table).select(spec.columns).where('id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound(spec.notFoundMessage);
    return row;
  });
}
