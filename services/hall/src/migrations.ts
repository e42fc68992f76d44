import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '0001_hall': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('photos')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sqw_legends')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('username', 'text')
        .addColumn('photo_key', 'text')
        .addColumn('avatar_url', 'text')
        .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 7`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('passive_income', 'text', (c) => c.notNull())
        .addColumn('quote', 'text')
        .addColumn('badges', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('application_id', 'uuid', (c) => c.unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The gallery's order, also per level for the filters.
      await sql`create index legends_order on sqw_legends (level desc, created_at desc, id)`.execute(db);
      await db.schema
        .createTable('sqw_submissions')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('alias', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('passive_income', 'text', (c) => c.notNull())
        .addColumn('custom_title', 'text')
        .addColumn('quote', 'text')
        .addColumn('proof_description', 'text')
        .addColumn('photo_id', 'uuid', (c) => c.references('photos.id').unique())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending','approved','rejected')`),
        )
        .addColumn('decision_reason', 'text')
        .addColumn('legend_id', 'uuid', (c) => c.references('sqw_legends.id').onDelete('set null'))
        .addColumn('decided_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index submissions_status on sqw_submissions (status, created_at desc)`.execute(db);
    },
  },
};
