import { store } from '@sqw/contracts';
import { call } from '@sqw/platform';

// The member's side of the store service. Every answer is parsed with the shared contract.

export const fetchDashboard = (signal?: AbortSignal) => call(store.endpoints.dashboard, { signal });

export const fetchCourses = (signal?: AbortSignal) => call(store.endpoints.courses, { signal });

export const fetchCourse = (slug: string, signal?: AbortSignal) => call(store.endpoints.course, { params: { slug }, signal });

export const fetchLesson = (slug: string, id: string, signal?: AbortSignal) => call(store.endpoints.lesson, { params: { slug, id }, signal });

export const setLessonComplete = (slug: string, id: string, completed: boolean) =>
  call(completed ? store.endpoints.completeLesson : store.endpoints.uncompleteLesson, { params: { slug, id } });

export const fetchSessions = (signal?: AbortSignal) => call(store.endpoints.sessions, { signal });

export const requestSession = (body: store.SessionRequest, idempotencyKey: string) => call(store.endpoints.requestSession, { body, idempotencyKey });

export const cancelSession = (id: string) => call(store.endpoints.cancelSession, { params: { id } });
