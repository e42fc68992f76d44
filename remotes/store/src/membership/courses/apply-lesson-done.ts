import type { store } from '@sqw/contracts';
import type { z } from 'zod';

export type LessonDone = z.infer<typeof store.LessonDone>;

/** The outline after a lesson was (un)marked, so the page need not fetch it again. */
export function applyLessonDone(course: store.CourseOutline, done: LessonDone): store.CourseOutline {
  return {
    ...course,
    progress: done.progress,
    modules: course.modules.map((m) => ({ ...m, lessons: m.lessons.map((l) => (l.id === done.lesson_id ? { ...l, completed: done.completed } : l)) })),
  };
}
