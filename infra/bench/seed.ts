import { store } from '@sqw/contracts';
import pg from 'pg';
import { NEWSLETTER_TABLES } from './sql';

/** A schema beside the site's with the same newsletter tables: the baselines write there, never into the site's data. */
export const BASELINE_SCHEMA = 'bench_baseline';

export async function createBaselineTables(db: pg.Client): Promise<void> {
  await db.query(`drop schema if exists ${BASELINE_SCHEMA} cascade; create schema ${BASELINE_SCHEMA}`);
  for (const t of NEWSLETTER_TABLES) await db.query(`create table ${BASELINE_SCHEMA}."${t}" (like site."${t}" including all)`);
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
