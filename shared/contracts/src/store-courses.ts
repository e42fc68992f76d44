// Contracts of the store's courses: the catalogue a member sees, the outline and the lessons.
import { z } from 'zod';
import { text, uuid } from './common';

export const Progress = z.object({ completed: z.number().int(), total: z.number().int(), percent: z.number().int() });
export type Progress = z.infer<typeof Progress>;
/** progress = completed / total, as a whole percentage (0 for an empty course). */
export const progressOf = (completed: number, total: number): Progress => ({
  completed,
  total,
  percent: total === 0 ? 0 : Math.round((completed / total) * 100),
});

export const CourseSummary = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  progress: Progress,
  /** The first lesson not yet completed, for 'Continue'. */
  next_lesson_id: uuid.nullable(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;
export const CourseList = z.object({ items: z.array(CourseSummary) });

export const LessonOutline = z.object({ id: uuid, title: z.string(), duration_minutes: z.number().int(), completed: z.boolean() });
export const CourseOutline = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  entitled: z.boolean(),
  /** Product slugs that unlock this course, for the 'buy' call to action. */
  unlocked_by: z.array(z.string()),
  progress: Progress,
  modules: z.array(z.object({ id: uuid, title: z.string(), summary: z.string(), lessons: z.array(LessonOutline) })),
});
export type CourseOutline = z.infer<typeof CourseOutline>;
export const Lesson = LessonOutline.extend({ module_title: z.string(), body: z.string(), next_lesson_id: uuid.nullable(), prev_lesson_id: uuid.nullable() });
export type Lesson = z.infer<typeof Lesson>;
export const LessonParams = z.object({ slug: text(100).min(1), id: uuid });
export const LessonDone = z.object({ lesson_id: uuid, completed: z.boolean(), progress: Progress });
