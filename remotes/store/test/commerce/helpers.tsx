// Test support for the commerce pages: theme + router + toasts, a routed fetch mock and a controllable XHR.
import { setRuntimeConfig, Toaster, useSessionStore, useToasts, type SessionUser } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';

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

/** jsdom has no fetch Response; the platform's upload() builds one from the XHR answer. */
class MiniResponse {
  readonly ok: boolean;
  readonly status: number;
  constructor(
    private readonly body: string | null,
    init: { status: number },
  ) {
    this.status = init.status;
    this.ok = init.status >= 200 && init.status < 300;
  }
  async json() {
    return JSON.parse(this.body ?? '');
  }
}

export function setup(user: SessionUser | null = MEMBER) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  setRuntimeConfig({ remotes: {}, services: { store: STORE } });
  useSessionStore.setState({ status: 'ready', user, lastEvent: null });
  useToasts.setState({ toasts: [] });
  Object.assign(globalThis, { Response: MiniResponse });
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
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  static install() {
    FakeXhr.last = null;
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  }
}

export const toastTitles = () => useToasts.getState().toasts.map((t) => t.title);
export const toastFor = (title: string) => useToasts.getState().toasts.find((t) => t.title === title);
