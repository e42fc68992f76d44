import { site } from '@sqw/contracts';
import { setRuntimeConfig } from '@sqw/platform';
import { act, render } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { analyticsPath, externalReferrerHost } from '../../src/site/pageviews/beacon';
import { usePageViews } from '../../src/site/usePageViews';
import { configure, mockFetch, resetBrowserState, SITE } from './harness';

let navigate: NavigateFunction;
function Frame() {
  usePageViews();
  navigate = useNavigate();
  return <p>page</p>;
}

function app(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Frame />
    </MemoryRouter>,
  );
  return { navigate: (to: string) => navigate(to) };
}

const referrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });

beforeEach(() => {
  resetBrowserState();
  configure();
  referrer('');
});

test('one beacon per route change: path only, a session id, the outside referrer on the first view', async () => {
  referrer('https://www.google.com/search?q=sovereign');
  const net = mockFetch(() => ({ status: 204 }));
  const router = app('/contact?token=secret#top');
  act(() => void router.navigate('/guest/about?x=1'));
  act(() => void router.navigate('/guest/about#team')); // same path: not a new view
  act(() => void router.navigate('/'));

  const views = net.posts('/pageviews');
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
  expect(net.fn.mock.calls[0]![1]).toMatchObject({ credentials: 'omit', keepalive: true, headers: { 'content-type': 'text/plain' } });
  expect(localStorage.length).toBe(0);
});

test('a new session gets a new visitor id', async () => {
  const net = mockFetch(() => ({ status: 204 }));
  app('/');
  sessionStorage.clear();
  app('/contact');
  const ids = net.posts('/pageviews').map((v) => (v.body as site.PageViewInput).visitor_id);
  expect(ids[0]).not.toBe(ids[1]);
});

test('never throws: a failing network, a rejecting fetch or no configuration', async () => {
  mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  expect(() => app('/a')).not.toThrow();
  globalThis.fetch = (() => {
    throw new Error('boom');
  }) as unknown as typeof fetch;
  expect(() => app('/b')).not.toThrow();
  setRuntimeConfig({ remotes: {}, services: {} });
  const net = mockFetch(() => ({ status: 204 }));
  expect(() => app('/c')).not.toThrow();
  expect(net.calls).toHaveLength(0);
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
