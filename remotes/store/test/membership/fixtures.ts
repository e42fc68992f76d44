// The member and the store's data as the service returns it.
import { store } from '@sqw/contracts';
import { orderDetail } from '../commerce/fixtures';

// The same member and store service as the commerce tests.
export { asMember, STORE } from '../commerce/fixtures';

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

/** A member's order as the dashboard lists it: by default the course, paid after its proof was checked. */
export const order = (over: Partial<store.Order> = {}): store.Order =>
  orderDetail({
    id: ids.order,
    status: 'paid',
    pay_code: 'SQW-7K2P',
    has_proof: true,
    proof_submitted_at: '2026-01-02T10:00:00.000Z',
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
