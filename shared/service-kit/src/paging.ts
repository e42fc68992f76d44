import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { badRequest } from './errors';

/** A `like`/`ilike` pattern matching `term` anywhere, with its own `%`, `_` and `\` taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One column of a list's order; `type` is how its cursor value is compared (and a time keeps its microseconds). */
export type OrderKey = { column: string; type: 'timestamptz' | 'int' | 'text' | 'uuid'; desc?: boolean };

/** The usual order: newest first, ties by id. */
export const NEWEST_FIRST: OrderKey[] = [
  { column: 'created_at', type: 'timestamptz', desc: true },
  { column: 'id', type: 'uuid' },
];

const invalidCursor = () => badRequest('This page link is not valid; please start from the first page.', [{ path: 'after', message: 'Invalid cursor' }]);

export const encodeCursor = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The values a client sent back; anything it could not have been given is a 400. */
export function decodeCursor(cursor: string, keys: OrderKey[]): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== keys.length || !values.every((v, i) => typeof v === 'string' && VALUE[keys[i]!.type].test(v)))
    throw invalidCursor();
  return values as string[];
}

const VALUE: Record<OrderKey['type'], RegExp> = {
  timestamptz: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
  int: /^-?\d{1,15}$/,
  // A NUL cannot reach PostgreSQL (it refuses it in text).
  // eslint-disable-next-line no-control-regex -- matching NUL is the point
  text: /^[^\u0000]{0,200}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

const keyText = (key: OrderKey) =>
  key.type === 'timestamptz'
    ? sql<string>`to_char(${sql.ref(key.column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`${sql.ref(key.column)}::text`;

/** Rows after the cursor in the order `keys`: beyond on the first key, or equal on it and beyond on the rest. */
function after(keys: OrderKey[], values: string[]): RawBuilder<boolean> {
  const [key, ...rest] = keys;
  const column = sql.ref(key!.column);
  const value = sql`${values[0]}::${sql.raw(key!.type)}`;
  const beyond = key!.desc ? sql`${column} < ${value}` : sql`${column} > ${value}`;
  if (!rest.length) return sql<boolean>`${beyond}`;
  // The first bound alone (<= or >=) keeps an index scan on the first key a range.
  const bound = key!.desc ? sql`${column} <= ${value}` : sql`${column} >= ${value}`;
  return sql<boolean>`(${bound} and (${beyond} or (${column} = ${value} and ${after(rest, values.slice(1))})))`;
}

/**
 * One page of a list by keyset, in the order `keys` (the last key must be unique): a page costs
 * the same wherever it is and stays right while rows arrive. Answers the rows and the cursor of
 * the following page (null on the last).
 */
export async function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: OrderKey[],
  page: { limit: number; after?: string },
): Promise<{ items: O[]; next: string | null }> {
  let q = query.select(keys.map((key, i) => keyText(key).as(`page_key_${i}`)));
  if (page.after) q = q.where(after(keys, decodeCursor(page.after, keys)));
  for (const key of keys) q = q.orderBy(sql`${sql.ref(key.column)} ${sql.raw(key.desc ? 'desc' : 'asc')}`);
  const rows = (await q.limit(page.limit + 1).execute()) as Record<string, unknown>[];
  const strip = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('page_key_'))) as O;
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const next = rows.length > page.limit && last ? encodeCursor(keys.map((_, i) => String(last[`page_key_${i}`]))) : null;
  return { items: items.map(strip), next };
}

/**
 * How many rows a query matches, counting no further than `cap + 1`: enough to say "1,000+",
 * and bounded however large the table grows.
 */
export async function countUpTo<DB, QueryDB, TB extends keyof QueryDB, O>(
  db: Kysely<DB>,
  // Its own tables: a query may name them by alias (`orders as o`) or select from a subquery.
  query: SelectQueryBuilder<QueryDB, TB, O>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const rows = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from (${rows}) as m`.execute(db);
  const n = counted[0]?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * One page of an admin list with its matches counted up to `cap`: what a `cursorPage` with
 * `total` answers. The page and the count read the same query (the count drops its columns).
 */
export async function countedPage<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  keys: OrderKey[],
  page: { limit: number; after?: string },
  cap: number,
): Promise<{ items: O[]; next: string | null; total: number; total_capped: boolean }> {
  const [rows, count] = await Promise.all([keysetPage(query, keys, page), countUpTo(db, query, cap)]);
  return { ...rows, total: count.total, total_capped: count.capped };
}
