import { sql, type Kysely, type Migration } from 'kysely';

/** The admin's order list sorts every order by time; without this it sorts the whole table per page. */
export const orderListingMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index orders_created on orders (created_at desc, id)`.execute(db);
  },
};
