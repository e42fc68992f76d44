import { store } from '@sqw/contracts';
import pg from 'pg';
import { NEWSLETTER_TABLES } from './sql';

/** A schema beside the site's with the same newsletter tables: the baselines write there, never into the site's data. */
export const BASELINE_SCHEMA = 'bench_baseline';

export async function createBaselineTables(db: pg.Client): Promise<void> {
  await db.query(`drop schema if exists ${BASELINE_SCHEMA} cascade; create schema ${BASELINE_SCHEMA}`);
  for (const t of NEWSLETTER_TABLES) await db.query(`create table ${BASELINE_SCHEMA}."${t}" (like site."${t}" including all)`);
}

/** The store's tables an order reads or writes, copied to a schema of their own for the bare twin of POST /orders. */
export const ORDERS_BASELINE_SCHEMA = 'bench_baseline_store';
export const ORDER_TABLES = ['products', 'resources', 'courses', 'course_grants', 'orders', 'order_events', 'outbox', 'idempotency_keys'];

/**
 * A copy of the store's order tables as they stand (same columns, defaults, checks, indexes, rows,
 * and the foreign keys among them, which every insert checks too), so the bare twin starts from
 * the same data as the service and never writes into the store's own tables.
 */
export async function createOrderBaseline(db: pg.Client): Promise<void> {
  const to = ORDERS_BASELINE_SCHEMA;
  await db.query(`drop schema if exists ${to} cascade; create schema ${to}`);
  for (const t of ORDER_TABLES) await db.query(`create table ${to}."${t}" (like store."${t}" including all)`);
  for (const t of ORDER_TABLES) await db.query(`insert into ${to}."${t}" select * from store."${t}"`);
  const { rows } = await db.query<{ tbl: string; name: string; def: string }>(
    `select t.relname as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid join pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'f' and n.nspname = 'store' and t.relname = any($1) and r.relname = any($1)`,
    [ORDER_TABLES],
  );
  // The definition names its table as this connection sees it: store.products, unless store is on the search path.
  for (const fk of rows)
    await db.query(`alter table ${to}."${fk.tbl}" add constraint "${fk.name}" ${fk.def.replace(/REFERENCES (store\.)?/, `REFERENCES ${to}.`)}`);
  // The same statistics on both sides, so the planner picks the same plans for the service's statements and the twin's.
  for (const t of ORDER_TABLES) await db.query(`analyze store."${t}", ${to}."${t}"`);
}

/**
 * What a table looks like after autovacuum has been by: statistics, visibility map and hint
 * bits set, dirty pages written. Otherwise the first figures after a bulk insert measure
 * autovacuum, the checkpointer and first-touch hint-bit writes rather than the endpoint.
 */
async function settle(db: pg.Client, table: string): Promise<void> {
  await db.query(`vacuum (analyze) ${table}`);
  await db.query('checkpoint');
}

const count = async (db: pg.Client, table: string) => Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);

/** Tops the gallery up to `total` legends, spread over levels and dates like real ones. */
export async function seedLegends(db: pg.Client, total: number): Promise<void> {
  const have = await count(db, 'hall.sqw_legends');
  await db.query(
    `insert into hall.sqw_legends (name, username, level, title, challenge, passive_income, quote, badges, created_at)
     select 'Bench Legend ' || g, 'bench_' || g, 1 + g % 7, 'Wealth Commander', 'Cleared debt and built a second income',
            '$' || (1 + g % 40) || 'k a year', 'Sovereignty is a daily practice.', array['bench'], now() - g * interval '7 minutes'
     from generate_series($1::int + 1, $2::int) g`,
    [have, total],
  );
  await settle(db, 'hall.sqw_legends');
}

/** Tops the orders up to `total`: one active product, a thousand buyers, every status, a year of dates. */
export async function seedOrders(db: pg.Client, total: number): Promise<void> {
  const have = await count(db, 'store.orders');
  await db.query(
    `with p as (select id, price_cents from store.products where is_active and price_cents > 0 order by price_cents limit 1),
          u as (select array_agg(gen_random_uuid()) as ids from generate_series(1, 1000))
     insert into store.orders (user_id, kind, product_id, amount_cents, pay_code, status, customer_email, customer_name, created_at, updated_at)
     select u.ids[1 + g % 1000], 'product', p.id, p.price_cents, 'BENCH-' || g, ($3::text[])[1 + g % cardinality($3::text[])],
            'buyer' || g % 1000 || '@bench.local', 'Bench Buyer ' || g % 1000, now() - g * interval '5 minutes', now() - g * interval '5 minutes'
     from generate_series($1::int + 1, $2::int) g, p, u`,
    [have, total, store.OrderStatus.options],
  );
  await settle(db, 'store.orders');
}
