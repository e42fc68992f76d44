import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type LiveRoute } from '@sqw/platform';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../src/App';
import { hydrateCopy } from '../src/hydration';
import { isGuardedPage, preloadCurrentPage } from '../src/preload-page';
import { hasVisibleCopy } from '../src/prerender/copy';
import { HIDE_CLASS } from '../src/prerender/gate';
import { MARKS, pagesFile } from '../src/prerender/pages';
import { registerConfiguredRemotes } from '../src/remotes/registry';
import { routeTable } from '../src/routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

const LIVE: LiveRoute[] = [
  { path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null, remote: 'hall' },
  { path: '/dashboard', module: 'DashboardPage', title: 'Your Dashboard', guard: 'member', remote: 'store' },
  { path: '/admin/*', module: 'AdminApp', title: 'Admin', guard: 'admin', remote: 'admin' },
];

/** What the site's composer serves at `path`: the shell's prerendered page in the frame as it is at that path. */
function composedCopy(path: string): string {
  const file = pagesFile();
  const frame = file.nav_frames!.find((f) => f.path === path)?.html ?? file.frame!.html;
  const page = file.pages.find((p) => p.path === path)!;
  return `<div data-prerendered>${frame.replace(MARKS.slot, page.html)}</div>`;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('has_visited', 'true');
  document.documentElement.classList.remove(HIDE_CLASS);
  setRuntimeConfig({ remotes: {}, services: {}, routes: LIVE });
  jest.mocked(loadRemote).mockReset();
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as unknown as typeof fetch;
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test.each(['/', '/contact', '/collective', '/login'])('the app hydrates the copy of %s without rendering it again', async (path) => {
  window.history.pushState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = composedCopy(path);
  document.body.replaceChildren(root);
  const painted = root.querySelector('h1');
  expect(hasVisibleCopy(root)).toBe(true);
  // Every page's copy has a form (the footer's newsletter box at least), off until the app is there.
  const forms = () => Array.from(root.querySelectorAll('form > fieldset'), (f) => (f as HTMLFieldSetElement).disabled);
  expect(forms().length).toBeGreaterThan(0);
  expect(forms().every(Boolean)).toBe(true);
  expect(root.querySelector('[data-hydrated]')).toBeNull();
  // The footer's newsletter field is the app's: the copy holds its place with a stand-in.
  const newsletterField = () => root.querySelector('input#newsletter-email');
  expect(newsletterField()).toBeNull();

  const { routes } = routeTable(LIVE);
  await preloadCurrentPage(routes, path);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <App routes={routes} hydrating />, { onRecoverableError: (e) => mismatches.push(e) });
  });

  expect(mismatches).toEqual([]);
  // React's development build reports attributes that differ (a link marked current, say) only here.
  expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => /hydrat/i.test(m))).toEqual([]);
  expect(root.querySelector('h1')).toBe(painted);
  // Once hydrated, the copy's forms are the app's and can be used, and the copy says so.
  await waitFor(() => expect(forms().some(Boolean)).toBe(false));
  expect(newsletterField()?.getAttribute('type')).toBe('email');
  expect(root.querySelector('[data-prerendered]')!.hasAttribute('data-hydrated')).toBe(true);
});

test('the copy is hydrated in slices: the browser gets the main thread back while it runs', async () => {
  const order: string[] = [];
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  // Each part takes longer than React's slice; the first one asks the browser for a turn.
  function Part({ n }: { n: number }) {
    busy(8);
    order.push(`part ${n}`);
    if (n === 0) setTimeout(() => order.push('browser'));
    return <p>{n}</p>;
  }
  const parts = [0, 1, 2, 3, 4, 5];
  const root = document.createElement('div');
  root.innerHTML = parts.map((n) => `<p>${n}</p>`).join('');
  document.body.replaceChildren(root);
  const painted = root.querySelector('p');

  hydrateCopy(
    root,
    <>
      {parts.map((n) => (
        <Part key={n} n={n} />
      ))}
    </>,
  );

  await waitFor(() => expect(order).toContain('part 5'));
  expect(order.indexOf('browser')).toBeGreaterThan(-1);
  expect(order.indexOf('browser')).toBeLessThan(order.indexOf('part 5'));
  // Hydrated, not rendered again.
  expect(root.querySelector('p')).toBe(painted);
});

test('a copy the gate hid, or no copy at all, is rendered over instead', () => {
  const root = document.createElement('div');
  expect(hasVisibleCopy(root)).toBe(false);
  root.innerHTML = '<div data-prerendered><h1>Sign in</h1></div>';
  expect(hasVisibleCopy(root)).toBe(true);
  document.documentElement.classList.add(HIDE_CLASS);
  expect(hasVisibleCopy(root)).toBe(false);
});

test("a members' page is guarded: its copy is the sign-in page, which the guard replaces", () => {
  const { routes } = routeTable(LIVE);
  expect(isGuardedPage(routes, '/dashboard')).toBe(true);
  expect(isGuardedPage(routes, '/account')).toBe(true);
  expect(isGuardedPage(routes, '/sqw-hall')).toBe(false);
  expect(isGuardedPage(routes, '/login')).toBe(false);
  expect(isGuardedPage(routes, '/contact')).toBe(false);
});

test("a members' page's code is fetched ahead only where a session may be, and the admin's never", async () => {
  const { routes } = routeTable(LIVE);
  registerConfiguredRemotes({
    remotes: { store: 'http://store.test/mf-manifest.json', admin: 'http://admin.test/mf-manifest.json' },
    services: {},
    routes: LIVE,
  });
  const fetched = () => jest.mocked(loadRemote).mock.calls.map(([id]) => id);
  await preloadCurrentPage(routes, '/dashboard');
  expect(fetched()).toEqual([]);
  localStorage.setItem('sb-localhost-auth-token', '{}');
  await preloadCurrentPage(routes, '/dashboard');
  await preloadCurrentPage(routes, '/admin/orders');
  expect(fetched()).toEqual(['store/DashboardPage']);
});
