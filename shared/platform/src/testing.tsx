// The one browser test harness, for the shell, every remote and the shared packages' own tests:
// `renderWithProviders` renders as the shell does (the @sqw/ui theme, the router, the toasts),
// and `setupNetwork` puts Mock Service Worker in front of fetch and XMLHttpRequest, so a test
// fakes the services at the network and the app's real API client builds every request.
import { theme } from '@sqw/ui';
import { act, render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';
import { setRuntimeConfig, type ServiceName } from './config';
import type { SessionUser } from './session';
import { Toaster } from './Toaster';
import { useToasts, type Toast } from './toasts';
import { signInAs } from './testing/signed-in';

export { delay, http, HttpResponse } from 'msw';
export { fieldMessage } from './testing/field-message';
export { signedInAdmin, signedInMember, signInAs } from './testing/signed-in';

// ------------------------------------------------------------------------------- rendering

/** Where the router is, as `useLocation()` gives it. */
export type TestLocation = { pathname: string; search: string; hash: string; state: unknown };

export type ProvidersOptions = {
  /** The URL the router starts at (default `/`). */
  route?: string;
  /** Mount `ui` as the element of this route pattern (`/courses/:slug/*`), so route params and nested routes work; without it, `ui` is rendered as is. */
  path?: string;
  /** Other routes beside `path` (their pattern → element), e.g. the page a link or a redirect leads to. */
  routes?: Record<string, ReactNode>;
  /** The toast region, as the shell renders it (default true). */
  toaster?: boolean;
  /** Sets the runtime config's service URLs first (`{ store: 'http://store.test' }`). */
  services?: Partial<Record<ServiceName, string>>;
  /** Sets the session first (`signInAs`): a signed-in member (`signedInMember()`), or null for a visitor. */
  user?: SessionUser | null;
};

export type ProvidersResult = RenderResult & {
  /** The router's current location, after whatever the test did. */
  location: () => TestLocation;
};

/** Renders `ui` inside what the shell provides: the theme, a MemoryRouter and the toast region. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): ProvidersResult {
  const { route = '/', path, routes = {}, toaster = true, services, user } = options;
  if (services) setRuntimeConfig({ remotes: {}, services });
  if (user !== undefined) signInAs(user);
  const where: { current: TestLocation } = { current: { pathname: '', search: '', hash: '', state: null } };
  function LocationSpy() {
    const { pathname, search, hash, state } = useLocation();
    where.current = { pathname, search, hash, state: state ?? null };
    return null;
  }
  const others = Object.entries(routes).map(([pattern, element]) => <Route key={pattern} path={pattern} element={element} />);
  const wrap = (page: ReactElement) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        {path || others.length ? (
          <Routes>
            {path ? <Route path={path} element={page} /> : null}
            {others}
          </Routes>
        ) : (
          page
        )}
        <LocationSpy />
      </MemoryRouter>
      {toaster ? <Toaster /> : null}
    </ThemeProvider>
  );
  const result = render(wrap(ui));
  // A rerender keeps the providers (and the router where it is): only the page changes.
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(<>{next}</>)), location: () => where.current };
}

/** The toasts pushed so far (the store the Toaster renders), oldest first. */
export const toasts = (): Toast[] => useToasts.getState().toasts;
export const toastTitles = () => toasts().map((t) => t.title);
export const toastFor = (title: string) => toasts().find((t) => t.title === title);
export const clearToasts = () => act(() => useToasts.setState({ toasts: [] }));

// Each test starts without the toasts of the one before (the store is a module singleton).
beforeEach(() => useToasts.setState({ toasts: [] }));

// ------------------------------------------------------------------------------- the network

let server: SetupServer | null = null;
const unhandled: string[] = [];
let xhrs: XMLHttpRequest[] = [];

/**
 * Starts Mock Service Worker for this test file: listening before the first test, handlers
 * added with `network.use()` dropped after each, closed after the last. A request no handler
 * answers fails (the request errors, and the test fails when it ends): nothing reaches a real
 * network. Returns the server; `serve()` below adds routes to it.
 */
export function setupNetwork(...handlers: RequestHandler[]): SetupServer {
  const s = setupServer(...handlers);
  server = s;
  beforeAll(() =>
    s.listen({
      onUnhandledRequest(request) {
        unhandled.push(`${request.method} ${request.url}`);
        throw new Error(`No handler for ${request.method} ${request.url}`);
      },
    }),
  );
  beforeEach(() => {
    // Remember each XMLHttpRequest made (see uploadProgress).
    xhrs = [];
    const Intercepted = globalThis.XMLHttpRequest;
    if (!Intercepted) return; // a test file under Node's own environment has no XMLHttpRequest
    globalThis.XMLHttpRequest = class extends Intercepted {
      constructor() {
        super();
        xhrs.push(this);
      }
    };
    (globalThis.XMLHttpRequest as unknown as { intercepted: typeof XMLHttpRequest }).intercepted = Intercepted;
  });
  afterEach(() => {
    const tracked = globalThis.XMLHttpRequest as (typeof XMLHttpRequest & { intercepted?: typeof XMLHttpRequest }) | undefined;
    if (tracked?.intercepted) globalThis.XMLHttpRequest = tracked.intercepted;
    s.resetHandlers();
    const missed = unhandled.splice(0);
    if (missed.length) throw new Error(`Requests that no handler answered: ${missed.join(', ')}`);
  });
  afterAll(() => s.close());
  return s;
}

function network(): SetupServer {
  if (!server) throw new Error('Call setupNetwork() at the top of the test file first.');
  return server;
}

/**
 * MSW answers an XMLHttpRequest upload at once, reporting its upload progress at 100% just
 * before the answer; it cannot stop half way. A test that shows an upload's progress holds the
 * answer (a route that awaits a promise) and reports progress on the last XMLHttpRequest
 * itself, through the request's own `upload.onprogress`, as the browser would.
 */
export function uploadProgress(loaded: number, total: number) {
  const xhr = xhrs.at(-1);
  if (!xhr) throw new Error('No XMLHttpRequest was made.');
  // MSW's XMLHttpRequest is a proxy whose `upload` only records listeners; the browser's own
  // upload target (jsdom's) is behind it, and the event is dispatched there.
  let proto: object | null = Object.getPrototypeOf(xhr);
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'upload')) proto = Object.getPrototypeOf(proto);
  const upload = Object.getOwnPropertyDescriptor(proto!, 'upload')!.get!.call(xhr) as XMLHttpRequestUpload;
  act(() => void upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })));
}

/** A request as a route saw it: its body parsed (JSON, form data or text), header names lower case, and the Request itself (credentials, keepalive…). */
export type Recorded = { method: string; url: string; path: string; headers: Record<string, string>; body: unknown; request: Request };
/** An answer: a status (200 by default) and a JSON body, or any Response (`HttpResponse.error()` for a network failure). */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;
export type Routes = Record<string, Reply | ((request: Recorded) => Reply | Promise<Reply>)>;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  if (type.includes('json')) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Answers requests to one service by "METHOD /path?query" (`'GET /legends?page=1'`; `?*` takes
 * any query, `'GET /ventures?*'`), and
 * records every request to it, oldest first. A request to a path with no route is recorded and
 * then left unanswered, so it fails like any unhandled request.
 */
export function serve(base: string, routes: Routes): Recorded[] {
  const recorded: Recorded[] = [];
  network().use(
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const call: Recorded = {
        method: request.method,
        url: request.url,
        path,
        headers: Object.fromEntries(request.headers),
        body: await readBody(request.clone()),
        request,
      };
      recorded.push(call);
      const route = routes[`${request.method} ${path}`] ?? routes[`${request.method} ${url.pathname}?*`];
      if (route === undefined) return undefined;
      const reply = typeof route === 'function' ? await route(call) : route;
      // A Response given as a route is answered afresh each time (a body is read once).
      if (reply instanceof Response) return reply.clone();
      const status = reply.status ?? 200;
      if (reply.body === undefined) return new HttpResponse(null, { status, headers: reply.headers });
      return HttpResponse.json(reply.body as never, { status, headers: reply.headers });
    }),
  );
  return recorded;
}

/** The service's error answer: `{ error: { code, message, details } }` with its status. */
export const apiError = (status: number, code: string, message: string, details: { path: string; message: string }[] = []): Reply => ({
  status,
  body: { error: { code, message, details } },
});

/** A promise the test settles itself, to observe a page while its request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
