import { site } from '@sqw/contracts';
import { setRuntimeConfig } from '@sqw/platform';
import { HttpResponse, renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { act, waitFor } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from '@sqw/router';
import { analyticsPath, externalReferrerHost } from '../../src/site/pageviews/beacon';
import { usePageViews } from '../../src/site/use-page-views';
import { posts, resetBrowserState, services, SITE } from './fixtures';

setupNetwork();

let navigate: NavigateFunction;
function Frame() {
  usePageViews();
  navigate = useNavigate();
  return <p>page</p>;
}

function app(path: string) {
  renderWithProviders(<Frame />, { route: path });
  return { navigate: (to: string) => navigate(to) };
}

const referrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });

beforeEach(() => {
  resetBrowserState();
  setRuntimeConfig({ remotes: {}, services });
  referrer('');
});

test('one beacon per route change: path only, a session id, the outside referrer on the first view', async () => {
  referrer('https://www.google.com/search?q=sovereign');
  const net = serve(SITE, { 'POST /pageviews': { status: 204 } });
  const fetches = jest.spyOn(globalThis, 'fetch');
  const router = app('/contact?token=secret#top');
  // Not in the task that committed the page (on a first visit, hydration's last): in one of its own.
  expect(fetches).not.toHaveBeenCalled();
  fetches.mockRestore();
  act(() => void router.navigate('/guest/about?x=1'));
  act(() => void router.navigate('/guest/about#team')); // same path: not a new view
  act(() => void router.navigate('/'));

  // The beacons leave a task later; MSW answers them a moment after.
  await waitFor(() => expect(posts(net, '/pageviews')).toHaveLength(3));
  const views = posts(net, '/pageviews');
  expect(views.map((v) => v.url)).toEqual([`${SITE}/pageviews`, `${SITE}/pageviews`, `${SITE}/pageviews`]);
  expect(views.map((v) => (v.body as site.PageViewInput).path)).toEqual(['/contact', '/guest/about', '/']);
  expect(views.map((v) => (v.body as site.PageViewInput).referrer_host)).toEqual(['www.google.com', null, null]);
  const ids = new Set(views.map((v) => (v.body as site.PageViewInput).visitor_id));
  expect(ids.size).toBe(1);
  const [id] = [...ids];
  expect(sessionStorage.getItem('sqw_visitor_id')).toBe(id);
  // Every beacon is what the service accepts, and carries nothing else.
  for (const v of views) {
    expect(site.PageView.safeParse(v.body).success).toBe(true);
    expect(Object.keys(v.body as object).sort()).toEqual(['path', 'referrer_host', 'visitor_id']);
  }
  expect([views[0]!.request.credentials, views[0]!.request.keepalive, views[0]!.headers['content-type']]).toEqual(['omit', true, 'text/plain']);
  expect(localStorage.length).toBe(0);
});

test('a new session gets a new visitor id', async () => {
  const net = serve(SITE, { 'POST /pageviews': { status: 204 } });
  app('/');
  sessionStorage.clear();
  app('/contact');
  await waitFor(() => expect(posts(net, '/pageviews')).toHaveLength(2));
  const ids = posts(net, '/pageviews').map((v) => (v.body as site.PageViewInput).visitor_id);
  expect(ids[0]).not.toBe(ids[1]);
});

test('never throws: a failing network, a rejecting fetch or no configuration', async () => {
  const failed = serve(SITE, { 'POST /pageviews': HttpResponse.error() });
  expect(() => app('/a')).not.toThrow();
  await waitFor(() => expect(failed).toHaveLength(1));
  // A fetch that throws at once is no network answer MSW could give: the global itself, for one call.
  const throwing = jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
    throw new Error('boom');
  });
  expect(() => app('/b')).not.toThrow();
  await waitFor(() => expect(throwing).toHaveBeenCalledTimes(1));
  throwing.mockRestore();
  setRuntimeConfig({ remotes: {}, services: {} });
  const net = serve(SITE, { 'POST /pageviews': { status: 204 } });
  expect(() => app('/c')).not.toThrow();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(net).toHaveLength(0);
});

test('our own pages are not a referrer', () => {
  expect(externalReferrerHost('http://localhost:3000/guest', 'localhost:3000')).toBeNull();
  expect(externalReferrerHost('', 'localhost:3000')).toBeNull();
  expect(externalReferrerHost('android-app://com.google', 'localhost:3000')).toBeNull();
  expect(externalReferrerHost('https://News.Example.com:8443/a', 'localhost:3000')).toBe('news.example.com');
});

test('paths the service would refuse are encoded and capped', () => {
  expect(analyticsPath('/caf\u00e9 menu!')).toBe('/caf%C3%A9%20menu%21');
  expect(analyticsPath('/' + 'a'.repeat(400))).toHaveLength(300);
  for (const p of ['/caf\u00e9 menu!', '/a(b)*c', '/' + 'é'.repeat(200)]) {
    expect(site.PageView.safeParse({ path: analyticsPath(p), visitor_id: crypto.randomUUID() }).success).toBe(true);
  }
});
