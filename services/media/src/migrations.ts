import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '0001_media_proposals': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('proposals')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('form_type', 'text', (c) => c.notNull().check(sql`form_type in ('estate','creative')`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('property_address', 'text')
        .addColumn('property_value', 'text')
        .addColumn('timeline', 'text', (c) => c.notNull())
        .addColumn('project_type', 'text')
        .addColumn('budget', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('referral_source', 'text')
        .addColumn('add_on', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new','contacted','quoted','won','lost')`),
        )
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        // The variant rules hold in the table too, whatever writes to it.
        .addCheckConstraint(
          'proposals_variant',
          sql`(form_type = 'estate' and property_address is not null) or (form_type = 'creative' and project_type is not null)`,
        )
        .execute();
      // The admin list: newest first, optionally narrowed by status or type.
      await sql`create index proposals_status on proposals (status, created_at desc)`.execute(db);
      await sql`create index proposals_type on proposals (form_type, created_at desc)`.execute(db);
    },
  },
};
