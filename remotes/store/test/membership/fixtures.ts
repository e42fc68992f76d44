// The member and the store's data as the service returns it.
import { store } from '@sqw/contracts';
import type { SessionUser } from '@sqw/platform';

export const STORE = 'http://store.test';

export const member: SessionUser = {
  id: '7f0c2a8e-4b8f-4a43-9d2b-3f3a9f8a1c11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Stone',
  fullName: 'Ada Stone',
  role: 'user',
  createdAt: '2025-01-01T00:00:00Z',
};

/** renderWithProviders options: the store service configured and the member signed in. */
export const asMember = { services: { store: STORE }, user: member };

// ---------------------------------------------------------------- data as the service returns it

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = { course: uuid(1), lesson1: uuid(11), lesson2: uuid(12), lesson3: uuid(13), order: uuid(21), order2: uuid(22), session: uuid(31) };

export const courseSummary = (completed: number, total: number): store.CourseSummary => ({
  id: ids.course,
  slug: 'sqw-course',
  title: 'Full Sovereign Course',
  description: 'The guided program.',
  progress: store.progressOf(completed, total),
  next_lesson_id: completed < total ? ids.lesson2 : null,
});

export const order = (over: Partial<store.Order> = {}): store.Order => ({
  id: ids.order,
  kind: 'product',
  status: 'paid',
  amount_cents: 100_000,
  pay_code: 'SQW-7K2P',
  item: { id: uuid(41), slug: 'sqw-course', title: 'Full Sovereign Course', type: 'course' },
  note: null,
  has_proof: true,
  proof_submitted_at: '2026-01-02T10:00:00.000Z',
  reject_reason: null,
  unlock_code: null,
  unlocked: false,
  is_test: false,
  payment: { handle: '$SQWCoaching', amount: '1000.00', url: 'https://cash.app/$SQWCoaching/1000', note: null },
  paid_at: '2026-01-03T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
  ...over,
});

export const emptyDashboard: store.Dashboard = {
  active_courses: 0,
  completed_lessons: 0,
  courses: [],
  next_session: null,
  session_credits: 0,
  orders: [],
  membership: null,
};
