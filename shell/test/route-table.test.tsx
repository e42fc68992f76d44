import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type LiveRoute } from '@sqw/platform';
import { renderWithProviders, setupNetwork, signedInAdmin, signedInMember, signInAs, type ProvidersResult } from '@sqw/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../src/App';
import { installIntentPreload } from '../src/remotes/preload';
import { preloadRemotePage } from '../src/remotes/RemotePage';
import { registerConfiguredRemotes } from '../src/remotes/registry';
import { routeTable } from '../src/routes';

// The federation runtime stands in for the remotes: each module renders its own id as a heading.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);
const preload = jest.mocked(preloadRemote);

const ROUTES: LiveRoute[] = [
  { path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null, remote: 'hall' },
  { path: '/dashboard', module: 'DashboardPage', title: 'Your Dashboard', guard: 'member', remote: 'store' },
  { path: '/admin/*', module: 'AdminApp', title: 'Admin', guard: 'admin', remote: 'admin' },
];

function configure(routes: LiveRoute[]) {
  const remotes = {
    hall: 'http://hall.test/mf-manifest.json',
    webEssentials: 'http://we.test/mf-manifest.json',
    media: 'http://media.test/mf-manifest.json',
    store: 'http://store.test/mf-manifest.json',
    admin: 'http://admin.test/mf-manifest.json',
  };
  const config = { remotes, services: {}, routes };
  setRuntimeConfig(config);
  registerConfiguredRemotes({ ...config });
  return routeTable(routes);
}

let view: ProvidersResult;
const where = () => view.location().pathname;

function renderAt(path: string, routes: LiveRoute[] = ROUTES) {
  const table = configure(routes);
  view = renderWithProviders(<AppRoutes routes={table.routes} />, { route: path, toaster: false });
  return table;
}

const loaded = () => load.mock.calls.map(([id]) => id);

setupNetwork();

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (id: string) => ({ default: () => <h1>page {id}</h1> }));
  preload.mockReset();
  preload.mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(null);
});
afterEach(() => jest.restoreAllMocks());

test("a route of the config renders that remote's module", async () => {
  renderAt('/sqw-hall');
  expect(await screen.findByRole('heading', { name: 'page hall/HallPage' })).toBeTruthy();
  expect(loaded()).toEqual(['hall/HallPage']);
});

test('a page preloaded for the first render gives way to the next remote page the visitor opens', async () => {
  // Pages no other test opens: what was loaded stays loaded for the page's lifetime.
  const routes: LiveRoute[] = [
    ...ROUTES,
    { path: '/web-essentials', module: 'WebEssentialsPage', title: 'Web Essentials', guard: null, remote: 'webEssentials' },
    { path: '/products', module: 'ProductsPage', title: 'Products', guard: null, remote: 'store' },
  ];
  configure(routes);
  await preloadRemotePage('webEssentials', 'WebEssentialsPage');
  renderAt('/web-essentials', routes);
  expect(screen.getByRole('heading', { name: 'page webEssentials/WebEssentialsPage' })).toBeTruthy();
  // The router keeps the page's element in place from one remote route to the next.
  fireEvent.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/products"]')!);
  expect(await screen.findByRole('heading', { name: 'page store/ProductsPage' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'page webEssentials/WebEssentialsPage' })).toBeNull();
});

test('a page added only in the config is served, and is a 404 without it', async () => {
  const fame: LiveRoute = { path: '/hall-of-fame/:year', module: 'HallOfFame', title: 'Hall of Fame', guard: null, remote: 'hall' };
  renderAt('/hall-of-fame/2026', [...ROUTES, fame]);
  expect(await screen.findByRole('heading', { name: 'page hall/HallOfFame' })).toBeTruthy();

  document.body.innerHTML = '';
  load.mockClear();
  renderAt('/hall-of-fame/2026');
  expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
  expect(loaded()).toEqual([]);
});

test("an admin route never asks for the admin remote's code for a member or a visitor, only for an admin", async () => {
  signInAs(signedInMember());
  renderAt('/admin/orders');
  // Turned away to the dashboard, which is the store's.
  expect(await screen.findByRole('heading', { name: 'page store/DashboardPage' })).toBeTruthy();
  expect(where()).toBe('/dashboard');
  expect(loaded()).toEqual(['store/DashboardPage']);

  document.body.innerHTML = '';
  load.mockClear();
  signInAs(null);
  renderAt('/admin');
  await waitFor(() => expect(where()).toBe('/login'));
  expect(loaded()).toEqual([]);

  // An admin signed in with the password alone (aal1) gets the code step, not the remote.
  document.body.innerHTML = '';
  signInAs(signedInAdmin({ aal: 'aal1' }));
  renderAt('/admin/orders');
  expect(await screen.findByRole('heading', { name: /two-step verification/i })).toBeTruthy();
  expect(where()).toBe('/admin/orders');
  expect(loaded()).toEqual([]);

  document.body.innerHTML = '';
  signInAs(signedInAdmin());
  renderAt('/admin/orders');
  expect(await screen.findByRole('heading', { name: 'page admin/AdminApp' })).toBeTruthy();
});

test('a member route sends a visitor to sign in without loading the remote', async () => {
  renderAt('/dashboard');
  await waitFor(() => expect(where()).toBe('/login'));
  expect(loaded()).toEqual([]);
});

test("a remote's failure stays in its area, named by the route's title, and Retry loads it again", async () => {
  // A module no other test loads: the shell keeps each loaded page for the rest of the visit.
  const skies: LiveRoute = { path: '/sovereign-skies', module: 'SovereignSkiesPage', title: 'Sovereign Skies', guard: null, remote: 'media' };
  load.mockRejectedValueOnce(new Error('offline'));
  renderAt('/sovereign-skies', [...ROUTES, skies]);
  expect(await screen.findByText('Sovereign Skies is unavailable right now')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByRole('heading', { name: 'page media/SovereignSkiesPage' })).toBeTruthy();
  expect(loaded()).toEqual(['media/SovereignSkiesPage', 'media/SovereignSkiesPage']);
});

test("a release claiming one of the shell's pages does not take it over", () => {
  const claim: LiveRoute = { path: '/login', module: 'HallPage', title: 'Sign in', guard: null, remote: 'hall' };
  const { remoteRoutes, routes } = configure([...ROUTES, claim]);
  expect(remoteRoutes).toEqual(ROUTES);
  const children = routes[0]!.children!.map((r) => r.path);
  expect(children.filter((p) => p === '/login')).toHaveLength(1);
  expect(children.indexOf('/sqw-hall')).toBeGreaterThan(children.indexOf('/login'));
  expect(children.at(-1)).toBe('*');
});

test('intent preloading follows the live routes and their guards', () => {
  const books: LiveRoute = { path: '/books', module: 'BooksPage', title: 'Books', guard: null, remote: 'store' };
  const { remoteRoutes } = configure([...ROUTES, books]);
  installIntentPreload(remoteRoutes);
  document.body.innerHTML = '<a href="/books">Books</a><a href="/admin/orders">Admin</a><a href="/contact">Contact</a>';
  const hover = (name: string) => act(() => void fireEvent.pointerOver(screen.getByRole('link', { name })));

  signInAs(signedInMember());
  hover('Books');
  hover('Admin');
  hover('Contact');
  expect(preload.mock.calls.map(([[r]]) => [r!.nameOrAlias, r!.exposes])).toEqual([['store', ['./BooksPage']]]);

  signInAs(signedInAdmin());
  hover('Admin');
  expect(preload.mock.calls.map(([[r]]) => r!.exposes)).toEqual([['./BooksPage'], ['./AdminApp']]);
});
