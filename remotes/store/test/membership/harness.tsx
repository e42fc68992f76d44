// What the shell provides (theme, router, config, session) and a fetch that answers like the store service.
import { store } from '@sqw/contracts';
import { setRuntimeConfig, useSessionStore, useToasts, type SessionUser } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';

export const STORE = 'http://store.test';

export const member: SessionUser = { id: '7f0c2a8e-4b8f-4a43-9d2b-3f3a9f8a1c11', email: 'ada@example.com', firstName: 'Ada', lastName: 'Stone', fullName: 'Ada Stone', role: 'user', createdAt: '2025-01-01T00:00:00Z' };

type Reply = { status?: number; body: unknown };
type Handler = (init: { method: string; body: unknown; headers: Record<string, string> }) => Reply;
export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** Routes "METHOD /path" to a handler; anything unrouted is a 404 so a test notices it. */
export function mockStore(routes: Record<string, Handler | Reply>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(url).replace(STORE, '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const reply: Reply = typeof route === 'function' ? route({ method, body, headers }) : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  }) as typeof fetch;
  return calls;
}

beforeEach(() => {
  setRuntimeConfig({ remotes: {}, services: { store: STORE } });
  useSessionStore.setState({ status: 'ready', user: member });
  useToasts.setState({ toasts: [] });
});

/** Shows the router's location so a test can read what a click did to the URL. */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search + l.hash}</output>;
}

export const renderAt = (ui: ReactElement, url: string, path = '*') =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );

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

export const emptyDashboard: store.Dashboard = { active_courses: 0, completed_lessons: 0, courses: [], next_session: null, session_credits: 0, orders: [], membership: null };
