import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '0001_tickets': {
    async up(db: Kysely<any>) {
      // A counter row rather than a sequence: its row lock hands out gapless numbers, and a
      // rolled-back create gives its number back.
      await db.schema
        .createTable('ticket_counter')
        .addColumn('id', 'boolean', (c) =>
          c
            .primaryKey()
            .defaultTo(true)
            .check(sql`id`),
        )
        .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.insertInto('ticket_counter').values({ id: true, last: 0 }).execute();
      await db.schema
        .createTable('tickets')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('seq', 'integer', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('priority', 'text', (c) => c.notNull().check(sql`priority in ('Low','Medium','High')`))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('Open')
            .check(sql`status in ('Open','Resolved')`),
        )
        .addColumn('created_by', 'uuid', (c) => c.notNull())
        .addColumn('created_by_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('resolved_at', 'timestamptz')
        .addColumn('resolved_by', 'uuid')
        .execute();
      await sql`create index tickets_status on tickets (status, seq desc)`.execute(db);
    },
  },
};
