import { store } from '@sqw/contracts';
import { forbidden, notFound, requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import type { StoreContext } from '../context';
import {
  completeLesson,
  courseSummaries,
  courseUnlockedBy,
  entitledCourseIds,
  findCourse,
  lessonBody,
  lessonsWithCompletion,
  uncompleteLesson,
} from '../data/courses';

/**
 * Courses: the outline is public (it sells the course); lesson bodies and progress need a paid
 * order that grants the course. Visitors get 401, members without access 403, unknown or
 * foreign lessons 404.
 */
export function courseRoutes(app: ZodApp, { db }: StoreContext): void {
  const course = async (slug: string) => {
    const c = await findCourse(db, slug);
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
    return { user, course: c, lesson: lessons[index]!, lessons, index };
  };

  const progress = async (courseId: string, userId: string) => {
    const lessons = await lessonsWithCompletion(db, [courseId], userId);
    return store.progressOf(lessons.filter((l) => l.completed).length, lessons.length);
  };

  route(app, store.endpoints.courses, async (req) => ({ items: await courseSummaries(db, requireUser(req).id) }));

  route(app, store.endpoints.course, async (req) => {
    const c = await course(req.params.slug);
    const userId = req.principal?.id ?? null;
    const entitled = userId ? (await entitledCourseIds(db, userId)).has(c.id) : false;
    const [lessons, unlockedBy] = await Promise.all([lessonsWithCompletion(db, [c.id], entitled ? userId : null), courseUnlockedBy(db, c.id)]);
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
      unlocked_by: unlockedBy,
      progress: store.progressOf(lessons.filter((l) => l.completed).length, lessons.length),
      modules: [...modules.values()],
    };
  });

  route(app, store.endpoints.lesson, async (req) => {
    const { lesson: l, lessons, index } = await lessonFor(req, req.params.slug, req.params.id);
    return {
      id: l.id,
      title: l.title,
      duration_minutes: l.duration_minutes,
      completed: l.completed,
      module_title: l.module_title,
      body: await lessonBody(db, l.id),
      prev_lesson_id: lessons[index - 1]?.id ?? null,
      next_lesson_id: lessons[index + 1]?.id ?? null,
    };
  });

  route(app, store.endpoints.completeLesson, async (req) => {
    const { user, course: c, lesson } = await lessonFor(req, req.params.slug, req.params.id);
    await completeLesson(db, user.id, lesson.id);
    return { lesson_id: lesson.id, completed: true, progress: await progress(c.id, user.id) };
  });

  route(app, store.endpoints.uncompleteLesson, async (req) => {
    const { user, course: c, lesson } = await lessonFor(req, req.params.slug, req.params.id);
    await uncompleteLesson(db, user.id, lesson.id);
    return { lesson_id: lesson.id, completed: false, progress: await progress(c.id, user.id) };
  });
}
