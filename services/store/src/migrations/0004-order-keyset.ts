import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The admin order list pages by (created_at desc, id) within a status or kind filter: these
 * indexes hold exactly that order, so a filtered page (and its capped count) reads only its rows.
 * The status index replaces the one without id.
 */
export const orderKeysetMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index orders_status_listing on orders (status, created_at desc, id)`.execute(db);
    await sql`drop index orders_status`.execute(db);
    await sql`create index orders_kind_listing on orders (kind, created_at desc, id)`.execute(db);
  },
};
