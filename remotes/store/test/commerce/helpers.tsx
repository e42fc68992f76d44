// Test support for the commerce pages: theme + router + toasts, a routed fetch mock and a controllable XHR.
import { setRuntimeConfig, Toaster, useSessionStore, useToasts, type SessionUser } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';

export { FakeXhr } from '@sqw/platform/testing';

export const STORE = 'http://store.test';

export const MEMBER: SessionUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  role: 'user',
  createdAt: '2030-01-01T00:00:00Z',
};

export function setup(user: SessionUser | null = MEMBER) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  setRuntimeConfig({ remotes: {}, services: { store: STORE } });
  useSessionStore.setState({ status: 'ready', user, lastEvent: null });
  useToasts.setState({ toasts: [] });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + JSON.stringify(location.state ?? null)}</output>;
}

export function renderPage(ui: ReactNode, path = '/products') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

type Reply = { status?: number; body: unknown };
type Handler = (init: RequestInit & { url: string }) => Reply | Promise<Reply>;
export type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** A fetch that answers by "METHOD /path" and records every call. */
export function mockFetch(routes: Record<string, Handler | Reply>) {
  const calls: Call[] = [];
  const fn = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(STORE, '');
    calls.push({ method, url: path, headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path}`];
    if (!route) return { ok: false, status: 404, json: async () => ({ error: { code: 'not_found', message: `No mock for ${method} ${path}` } }) };
    const reply = typeof route === 'function' ? await route({ ...init, url: path }) : route;
    const status = reply.status ?? 200;
    return { ok: status < 300, status, json: async () => reply.body };
  });
  Object.assign(globalThis, { fetch: fn });
  return calls;
}

export const apiError = (status: number, code: string, message: string, details: unknown[] = []) => ({ status, body: { error: { code, message, details } } });

/** An XMLHttpRequest the test drives: progress events, then the answer. */
export const toastTitles = () => useToasts.getState().toasts.map((t) => t.title);
export const toastFor = (title: string) => useToasts.getState().toasts.find((t) => t.title === title);
