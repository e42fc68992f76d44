import { sql, type Kysely, type Migration } from 'kysely';
import { quoteSnakeCase } from './migrations/0002-quote-snake-case';

// Value lists are written out here, not imported from the contracts: a migration must keep
// meaning what it meant when it ran, whatever the contracts say later.
export const migrations: Record<string, Migration> = {
  '0001_submissions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('submissions')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('business_name', 'text', (c) => c.notNull())
        .addColumn('tagline', 'text')
        .addColumn('business_description', 'text', (c) => c.notNull())
        .addColumn('services', 'text', (c) => c.notNull())
        .addColumn('selection_type', 'text', (c) => c.notNull().check(sql`selection_type in ('individual','bundle')`))
        .addColumn('package', 'text')
        .addColumn('bundle', 'text')
        .addColumn('add_ons', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('hosting', 'text')
        .addColumn('maintenance', 'text')
        .addColumn('bundle_hosting_maintenance', 'text')
        .addColumn('pages', 'text', (c) => c.notNull())
        .addColumn('contact_form', 'boolean', (c) => c.notNull())
        .addColumn('providing_assets', 'boolean', (c) => c.notNull())
        .addColumn('style_preference', 'text')
        .addColumn('social_media', 'text')
        .addColumn('need_domain_help', 'boolean', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid')
        // The quote as computed at submit time, so a later price change does not rewrite it.
        .addColumn('quote', 'jsonb', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending','contacted','deposit-received','in-progress','launched','declined')`),
        )
        .addColumn('status_changed_at', 'timestamptz')
        // Millisecond precision: the value round-trips exactly through a JS date, which the CSV's
        // keyset paging relies on.
        .addColumn('submitted_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The admin list (newest first, optionally per status) and the CSV's keyset paging.
      await sql`create index submissions_newest on submissions (submitted_at desc, id desc)`.execute(db);
      await sql`create index submissions_status on submissions (status, submitted_at desc)`.execute(db);
    },
  },
  '0002_quote_snake_case': quoteSnakeCase,
};
