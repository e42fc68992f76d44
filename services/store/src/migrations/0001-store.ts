import { sql, type Kysely, type Migration } from 'kysely';
import { store } from '@sqw/contracts';
import { SEED_CATALOGUE, SEED_PRODUCTS } from '../seed/products';
import { SEED_RESOURCES } from '../seed/resources';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));
const id = () => (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = () => (c: any) => c.notNull().defaultTo(sql`now()`);

/** Catalogue, resources, orders with their history, entitlements, and the service's own secrets. */
export const storeMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('products')
      .addColumn('id', 'uuid', id())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in (${list(store.ProductType.options)})`))
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
      .addColumn('compare_at_cents', 'integer')
      .addColumn('badge', 'text')
      .addColumn('features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('session_credits', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`session_credits >= 0`),
      )
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', now())
      .execute();

    await db.schema
      .createTable('catalogue_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
      .addColumn('image', 'text')
      .addColumn('preview', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('resources')
      .addColumn('id', 'uuid', id())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().check(sql`category in (${list(store.RESOURCE_CATEGORIES)})`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('is_premium', 'boolean', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
      .addColumn('builtin', 'text')
      .addColumn('file_key', 'text')
      .addColumn('file_size', 'integer')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', now())
      .addColumn('updated_at', 'timestamptz', now())
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'uuid', id())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('product','resource')`))
      .addColumn('product_id', 'uuid', (c) => c.references('products.id'))
      .addColumn('resource_id', 'uuid', (c) => c.references('resources.id'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('pay_code', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending_payment')
          .check(sql`status in (${list(store.OrderStatus.options)})`),
      )
      .addColumn('customer_email', 'text')
      .addColumn('customer_name', 'text')
      .addColumn('cashtag', 'text')
      .addColumn('message', 'text')
      .addColumn('is_test', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('note', 'text')
      .addColumn('proof_key', 'text')
      .addColumn('proof_mime', 'text')
      .addColumn('proof_size', 'integer')
      .addColumn('proof_submitted_at', 'timestamptz')
      .addColumn('reject_reason', 'text')
      .addColumn('unlock_code', 'text')
      .addColumn('unlock_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unlocked_at', 'timestamptz')
      .addColumn('paid_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', now())
      .addColumn('updated_at', 'timestamptz', now())
      .addCheckConstraint(
        'orders_item',
        sql`(kind = 'product' and product_id is not null and resource_id is null) or (kind = 'resource' and resource_id is not null and product_id is null)`,
      )
      .execute();
    await sql`create index orders_user on orders (user_id, created_at desc)`.execute(db);
    await sql`create index orders_status on orders (status, created_at desc)`.execute(db);
    await sql`create index orders_paid on orders (paid_at) where status = 'paid'`.execute(db);

    await db.schema
      .createTable('order_events')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'uuid')
      .addColumn('note', 'text')
      .addColumn('created_at', 'timestamptz', now())
      .execute();
    await sql`create index order_events_order on order_events (order_id, id)`.execute(db);

    await db.schema
      .createTable('resource_entitlements')
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('resource_id', 'uuid', (c) => c.notNull().references('resources.id').onDelete('cascade'))
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
      .addColumn('granted_at', 'timestamptz', now())
      .addPrimaryKeyConstraint('resource_entitlements_pk', ['user_id', 'resource_id'])
      .execute();

    await db.schema
      .createTable('service_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db
      .insertInto('products')
      .values(
        SEED_PRODUCTS.map((p) => ({
          slug: p.slug,
          title: p.title,
          description: p.description,
          type: p.type,
          price_cents: p.price_cents,
          compare_at_cents: p.compare_at_cents ?? null,
          badge: p.badge ?? null,
          features: p.features,
          session_credits: p.session_credits ?? 0,
        })),
      )
      .execute();
    await db
      .insertInto('catalogue_items')
      .values(SEED_CATALOGUE.map((c, i) => ({ ...c, image: null, position: i + 1 })))
      .execute();
    await db
      .insertInto('resources')
      .values(
        SEED_RESOURCES.map((r, i) => ({
          slug: r.slug,
          title: r.title,
          category: r.category,
          description: r.description,
          is_premium: r.premium,
          price_cents: store.RESOURCE_PRICE_CENTS,
          builtin: r.slug,
          file_name: `${r.slug}.pdf`,
          position: i + 1,
        })),
      )
      .execute();
  },
};
