import { store } from '@sqw/contracts';
import { forbidden, notFound, requireUser, type ZodApp } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreContext } from '../context';
import { courseSummaries, entitledCourseIds, lessonsWithCompletion } from '../course-data';

/**
 * Courses: the outline is public (it sells the course); lesson bodies and progress need a paid
 * order that grants the course. Visitors get 401, members without access 403, unknown or
 * foreign lessons 404.
 */
export function courseRoutes(app: ZodApp, { db }: StoreContext): void {
  const course = async (slug: string) => {
    const c = await db.selectFrom('courses').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!c) throw notFound('This course does not exist.');
    return c;
  };

  /** The lesson inside this course for an entitled member; throws 401/403/404 otherwise. */
  const lessonFor = async (req: FastifyRequest, slug: string, lessonId: string) => {
    const user = requireUser(req);
    const c = await course(slug);
    const lessons = await lessonsWithCompletion(db, [c.id], user.id);
    const index = lessons.findIndex((l) => l.id === lessonId);
    if (index < 0) throw notFound('This lesson does not exist.');
    if (!(await entitledCourseIds(db, user.id)).has(c.id)) throw forbidden(store.MESSAGES.lessonsLocked);
    return { user, course: c, lessons, index };
  };

  const progress = async (courseId: string, userId: string) => {
    const lessons = await lessonsWithCompletion(db, [courseId], userId);
    return store.progressOf(lessons.filter((l) => l.completed).length, lessons.length);
  };

  app.get('/courses', { schema: { response: { 200: store.CourseList } } }, async (req) => ({ items: await courseSummaries(db, requireUser(req).id) }));

  app.get('/courses/:slug', { schema: { params: z.object({ slug: store.LessonParams.shape.slug }), response: { 200: store.CourseOutline } } }, async (req) => {
    const c = await course(req.params.slug);
    const userId = req.principal?.id ?? null;
    const entitled = userId ? (await entitledCourseIds(db, userId)).has(c.id) : false;
    const [lessons, grants] = await Promise.all([
      lessonsWithCompletion(db, [c.id], entitled ? userId : null),
      db
        .selectFrom('course_grants as g')
        .innerJoin('products as p', 'p.id', 'g.product_id')
        .select('p.slug')
        .where('g.course_id', '=', c.id)
        .where('p.is_active', '=', true)
        .orderBy('p.price_cents')
        .execute(),
    ]);
    const modules = new Map<string, store.CourseOutline['modules'][number]>();
    for (const l of lessons) {
      if (!modules.has(l.module_id)) modules.set(l.module_id, { id: l.module_id, title: l.module_title, summary: l.module_summary, lessons: [] });
      modules.get(l.module_id)!.lessons.push({ id: l.id, title: l.title, duration_minutes: l.duration_minutes, completed: l.completed });
    }
    return {
      id: c.id,
      slug: c.slug,
      title: c.title,
      description: c.description,
      entitled,
      unlocked_by: grants.map((g) => g.slug),
      progress: store.progressOf(lessons.filter((l) => l.completed).length, lessons.length),
      modules: [...modules.values()],
    };
  });

  app.get('/courses/:slug/lessons/:id', { schema: { params: store.LessonParams, response: { 200: store.Lesson } } }, async (req) => {
    const { lessons, index } = await lessonFor(req, req.params.slug, req.params.id);
    const l = lessons[index];
    const body = await db.selectFrom('lessons').select('body').where('id', '=', l.id).executeTakeFirstOrThrow();
    return {
      id: l.id,
      title: l.title,
      duration_minutes: l.duration_minutes,
      completed: l.completed,
      module_title: l.module_title,
      body: body.body,
      prev_lesson_id: lessons[index - 1]?.id ?? null,
      next_lesson_id: lessons[index + 1]?.id ?? null,
    };
  });

  app.post('/courses/:slug/lessons/:id/complete', { schema: { params: store.LessonParams, response: { 200: store.LessonDone } } }, async (req) => {
    const { user, course: c, lessons, index } = await lessonFor(req, req.params.slug, req.params.id);
    await db
      .insertInto('lesson_completions')
      .values({ user_id: user.id, lesson_id: lessons[index].id })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute();
    return { lesson_id: lessons[index].id, completed: true, progress: await progress(c.id, user.id) };
  });

  app.delete('/courses/:slug/lessons/:id/complete', { schema: { params: store.LessonParams, response: { 200: store.LessonDone } } }, async (req) => {
    const { user, course: c, lessons, index } = await lessonFor(req, req.params.slug, req.params.id);
    await db.deleteFrom('lesson_completions').where('user_id', '=', user.id).where('lesson_id', '=', lessons[index].id).execute();
    return { lesson_id: lessons[index].id, completed: false, progress: await progress(c.id, user.id) };
  });
}
