import { sql, type Kysely, type Migration } from 'kysely';
import { SEED_COURSES } from '../seed/courses';

const id = () => (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = () => (c: any) => c.notNull().defaultTo(sql`now()`);

/** Courses with lessons and progress, session credits and sessions, memberships. */
export const coachingMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('courses')
      .addColumn('id', 'uuid', id())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('course_modules')
      .addColumn('id', 'uuid', id())
      .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('lessons')
      .addColumn('id', 'uuid', id())
      .addColumn('module_id', 'uuid', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('course_grants')
      .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
      .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('course_grants_pk', ['product_id', 'course_id'])
      .execute();
    await db.schema
      .createTable('lesson_completions')
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('lesson_id', 'uuid', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('completed_at', 'timestamptz', now())
      .addPrimaryKeyConstraint('lesson_completions_pk', ['user_id', 'lesson_id'])
      .execute();

    await db.schema
      .createTable('session_credits')
      .addColumn('id', 'uuid', id())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('order_id', 'uuid', (c) => c.notNull().unique().references('orders.id'))
      .addColumn('granted', 'integer', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', now())
      // The last line of defence against spending a credit twice.
      .addCheckConstraint('session_credits_bounds', sql`used >= 0 and used <= granted`)
      .execute();
    await sql`create index session_credits_user on session_credits (user_id, created_at)`.execute(db);
    await db.schema
      .createTable('coaching_sessions')
      .addColumn('id', 'uuid', id())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('credit_id', 'uuid', (c) => c.notNull().references('session_credits.id'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('requested')
          .check(sql`status in ('requested','confirmed','completed','cancelled')`),
      )
      .addColumn('preferred_times', sql`timestamptz[]`, (c) => c.notNull())
      .addColumn('topic', 'text')
      .addColumn('scheduled_at', 'timestamptz')
      .addColumn('admin_note', 'text')
      .addColumn('customer_email', 'text')
      .addColumn('customer_name', 'text')
      .addColumn('created_at', 'timestamptz', now())
      .addColumn('updated_at', 'timestamptz', now())
      .execute();
    await sql`create index coaching_sessions_user on coaching_sessions (user_id, created_at desc)`.execute(db);

    await db.schema
      .createTable('memberships')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey())
      .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active','cancelled')`),
      )
      .addColumn('customer_email', 'text')
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('renews_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', now())
      .execute();

    for (const [ci, course] of SEED_COURSES.entries()) {
      const c = await db
        .insertInto('courses')
        .values({ slug: course.slug, title: course.title, description: course.description, position: ci + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [mi, m] of course.modules.entries()) {
        const mod = await db
          .insertInto('course_modules')
          .values({ course_id: c.id, position: mi + 1, title: m.title, summary: m.summary })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('lessons')
          .values(m.lessons.map((l, li) => ({ module_id: mod.id, position: li + 1, title: l.title, duration_minutes: l.minutes, body: l.body })))
          .execute();
      }
      await sql`insert into course_grants (product_id, course_id) select id, ${c.id} from products where slug = any(${course.unlockedBy})`.execute(db);
    }
  },
};
