import { setRuntimeConfig, Toaster, useToasts } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';

export const SITE = 'http://site.test';
export const STORE = 'http://store.test';

type Reply = { status: number; body?: unknown };
export type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: Call) => Reply | Promise<Reply>;

/** Replaces fetch with `handler`; every call is recorded with its parsed JSON body. */
export function mockFetch(handler: Handler) {
  const calls: Call[] = [];
  const fn = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body };
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { calls, fn, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(path)) };
}

/** A promise the test settles itself, to observe a form while its request is in flight. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function configure(services: Record<string, string> = { site: SITE, store: STORE }) {
  setRuntimeConfig({ remotes: {}, services });
}

export function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  useToasts.setState({ toasts: [] });
  document.body.innerHTML = '';
}

/** Renders like the shell does: theme, router and the toast region. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}
