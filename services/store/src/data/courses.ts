import { store } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import type { StoreDB } from '../db';

/** Courses a member may study: those granted by a product of one of their paid orders (the bundle grants both). */
export async function entitledCourseIds(db: Kysely<StoreDB>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('course_grants as g')
    .innerJoin('orders as o', 'o.product_id', 'g.product_id')
    .select('g.course_id')
    .distinct()
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'paid')
    .execute();
  return new Set(rows.map((r) => r.course_id));
}

/** Every lesson of the given courses in teaching order, with whether this member completed it. */
export async function lessonsWithCompletion(db: Kysely<StoreDB>, courseIds: string[], userId: string | null) {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('lessons as l')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .innerJoin('courses as c', 'c.id', 'm.course_id')
    .leftJoin('lesson_completions as lc', (j) => j.onRef('lc.lesson_id', '=', 'l.id').on('lc.user_id', '=', userId ?? '00000000-0000-0000-0000-000000000000'))
    .select(['c.id as course_id', 'm.id as module_id', 'm.title as module_title', 'm.summary as module_summary', 'l.id', 'l.title', 'l.duration_minutes'])
    .select(sql<boolean>`lc.user_id is not null`.as('completed'))
    .where('c.id', 'in', courseIds)
    .orderBy('c.position')
    .orderBy('m.position')
    .orderBy('l.position')
    .execute();
}

/** The member's courses with progress and the lesson to continue with. */
export async function courseSummaries(db: Kysely<StoreDB>, userId: string): Promise<store.CourseSummary[]> {
  const ids = [...(await entitledCourseIds(db, userId))];
  if (ids.length === 0) return [];
  const [courses, lessons] = await Promise.all([
    db.selectFrom('courses').selectAll().where('id', 'in', ids).orderBy('position').execute(),
    lessonsWithCompletion(db, ids, userId),
  ]);
  return courses.map((c) => {
    const own = lessons.filter((l) => l.course_id === c.id);
    return {
      id: c.id,
      slug: c.slug,
      title: c.title,
      description: c.description,
      progress: store.progressOf(own.filter((l) => l.completed).length, own.length),
      next_lesson_id: own.find((l) => !l.completed)?.id ?? null,
    };
  });
}

export const findCourse = (db: Kysely<StoreDB>, slug: string) => db.selectFrom('courses').selectAll().where('slug', '=', slug).executeTakeFirst();

/** The products on sale that unlock a course, cheapest first, for the 'buy' call to action. */
export async function courseUnlockedBy(db: Kysely<StoreDB>, courseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('course_grants as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select('p.slug')
    .where('g.course_id', '=', courseId)
    .where('p.is_active', '=', true)
    .orderBy('p.price_cents')
    .execute();
  return rows.map((g) => g.slug);
}

export async function lessonBody(db: Kysely<StoreDB>, lessonId: string): Promise<string> {
  return (await db.selectFrom('lessons').select('body').where('id', '=', lessonId).executeTakeFirstOrThrow()).body;
}

/** Marks a lesson done for a member; marking it again changes nothing. */
export async function completeLesson(db: Kysely<StoreDB>, userId: string, lessonId: string): Promise<void> {
  await db
    .insertInto('lesson_completions')
    .values({ user_id: userId, lesson_id: lessonId })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
}

export async function uncompleteLesson(db: Kysely<StoreDB>, userId: string, lessonId: string): Promise<void> {
  await db.deleteFrom('lesson_completions').where('user_id', '=', userId).where('lesson_id', '=', lessonId).execute();
}

/** How many lessons the member completed, in every course. */
export async function countCompletedLessons(db: Kysely<StoreDB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('lesson_completions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}
