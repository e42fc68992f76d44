import { site } from '@sqw/contracts';
import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { clearPlaceholders } from './migrations/0005-clear-placeholders';
import { ventureImagesMigration } from './migrations/0006-venture-images';
import { releasePagesMigration } from './migrations/0007-release-pages';
import { releasePagesSnakeCaseMigration } from './migrations/0008-release-pages-snake-case';
import { SEED_VENTURES } from './seed-ventures';

const timestamps = (t: CreateTableBuilder<string, string>) => t.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

export const migrations: Record<string, Migration> = {
  '0001_site_forms': {
    async up(db: Kysely<any>) {
      await timestamps(
        db.schema
          .createTable('newsletter_subscribers')
          .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('subscribed')
              .check(sql`status in ('subscribed','unsubscribed')`),
          )
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('unsubscribed_at', 'timestamptz'),
      ).execute();
      await timestamps(
        db.schema
          .createTable('guide_leads')
          .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
          .addColumn('name', 'text')
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('request_count', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('last_requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
      ).execute();
      await timestamps(
        db.schema
          .createTable('contact_messages')
          .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('new')
              .check(sql`status in ('new','read','replied','archived')`),
          )
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
      ).execute();
      await timestamps(
        db.schema
          .createTable('form_attempts')
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('form', 'text', (c) => c.notNull())
          .addColumn('address_hash', 'text', (c) => c.notNull()),
      ).execute();
      // Admin lists are newest first; the flood check looks at one address's recent posts.
      await sql`create index subscribers_created on newsletter_subscribers (created_at desc)`.execute(db);
      await sql`create index guide_leads_created on guide_leads (created_at desc)`.execute(db);
      await sql`create index contact_messages_status on contact_messages (status, created_at desc)`.execute(db);
      await sql`create index contact_messages_created on contact_messages (created_at desc)`.execute(db);
      await sql`create index form_attempts_recent on form_attempts (form, address_hash, created_at)`.execute(db);
      await sql`create index form_attempts_created on form_attempts (created_at)`.execute(db);
    },
  },
  '0002_site_ventures_content': {
    async up(db: Kysely<any>) {
      await timestamps(
        db.schema
          .createTable('ventures')
          .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('tagline', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('logo', 'text')
          .addColumn('url', 'text')
          .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active','coming-soon')`))
          .addColumn('sort_order', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
      ).execute();
      await db
        .insertInto('ventures')
        .values(SEED_VENTURES.map((v, i) => ({ ...v, logo: null, sort_order: (i + 1) * 10 })))
        .execute();
      await db.schema
        .createTable('content')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_by', 'uuid')
        .execute();
      // The shell's fallbacks are the seeded texts, so a page looks the same before and after the first edit.
      await db
        .insertInto('content')
        .values(Object.entries(site.CONTENT_BLOCKS).map(([key, b]) => ({ key, value: b.fallback })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  },
  '0003_site_page_views': {
    async up(db: Kysely<any>) {
      await timestamps(
        db.schema
          .createTable('page_views')
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('referrer_host', 'text')
          .addColumn('visitor_id', 'uuid', (c) => c.notNull()),
      ).execute();
      await sql`create index page_views_created on page_views (created_at)`.execute(db);
    },
  },
  '0004_site_releases': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('release_versions')
        .addColumn('app', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('commit', 'text')
        .addColumn('manifest', 'jsonb', (c) => c.notNull())
        .addColumn('routes', 'jsonb', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('release_versions_pk', ['app', 'version'])
        .execute();
      await db.schema
        .createTable('release_events')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('app', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('release','rollback')`))
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('forced', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addForeignKeyConstraint('release_events_version_fk', ['app', 'version'], 'release_versions', ['app', 'version'])
        .execute();
      await sql`create index release_events_app on release_events (app, id desc)`.execute(db);
    },
  },
  '0005_site_clear_placeholders': clearPlaceholders,
  '0006_site_venture_images': ventureImagesMigration,
  '0007_site_release_pages': releasePagesMigration,
  '0008_site_release_pages_snake_case': releasePagesSnakeCaseMigration,
};
