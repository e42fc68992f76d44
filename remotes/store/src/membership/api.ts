import { store } from '@sqw/contracts';
import { api } from '@sqw/platform';

// The member's side of the store service. Every answer is parsed with the shared contract.

const path = (slug: string) => `/courses/${encodeURIComponent(slug)}`;

export const fetchDashboard = (signal?: AbortSignal) => api('store', '/dashboard', { schema: store.Dashboard, signal });

export const fetchCourses = (signal?: AbortSignal) => api('store', '/courses', { schema: store.CourseList, signal });

export const fetchCourse = (slug: string, signal?: AbortSignal) => api('store', path(slug), { schema: store.CourseOutline, signal });

export const fetchLesson = (slug: string, id: string, signal?: AbortSignal) =>
  api('store', `${path(slug)}/lessons/${encodeURIComponent(id)}`, { schema: store.Lesson, signal });

export const setLessonComplete = (slug: string, id: string, completed: boolean) =>
  api('store', `${path(slug)}/lessons/${encodeURIComponent(id)}/complete`, { method: completed ? 'POST' : 'DELETE', schema: store.LessonDone });

export const fetchSessions = (signal?: AbortSignal) => api('store', '/sessions', { schema: store.SessionList, signal });

export const requestSession = (body: store.SessionRequest, idempotencyKey: string) =>
  api('store', '/sessions', { body, idempotencyKey, schema: store.CoachingSession });

export const cancelSession = (id: string) => api('store', `/sessions/${encodeURIComponent(id)}/cancel`, { method: 'POST', schema: store.CoachingSession });

export const fetchProducts = (signal?: AbortSignal) => api('store', '/products', { schema: store.ProductList, signal });
