import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ENTRY_ATTR, PRERENDER_GATE, SHOW_CLASS } from '../src/prerender/gate';

const run = (path: string, visited: string | null) => {
  localStorage.clear();
  if (visited) localStorage.setItem('has_visited', visited);
  window.history.replaceState(null, '', path);
  document.documentElement.classList.remove(SHOW_CLASS);
  new Function(PRERENDER_GATE)();
  return document.documentElement.classList.contains(SHOW_CLASS);
};

/** Runs the gate again without resetting storage. */
const rerun = (path: string) => {
  window.history.replaceState(null, '', path);
  document.documentElement.classList.remove(SHOW_CLASS);
  new Function(PRERENDER_GATE)();
  return document.documentElement.classList.contains(SHOW_CLASS);
};

test('the prerendered home page shows only to a returning visitor at / who is not signed in', () => {
  expect(run('/', 'true')).toBe(true);
  // Its register calls to action must not flash for a member, remembered or for this tab only.
  localStorage.setItem('sb-localhost-auth-token', '{}');
  expect(rerun('/')).toBe(false);
  localStorage.removeItem('sb-localhost-auth-token');
  sessionStorage.setItem('sb-localhost-auth-token', '{}');
  expect(rerun('/')).toBe(false);
  sessionStorage.clear();
  expect(run('/', null)).toBe(false);
  expect(run('/sqw-hall', 'true')).toBe(false);
  expect(run('/contact', null)).toBe(false);
});

test('the app starts after the first frame is painted, or after a second where frames do not run', () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href: '/main.test.js' });
  link.setAttribute(APP_ENTRY_ATTR, '');
  document.head.appendChild(link);
  const started = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  try {
    new Function(PRERENDER_GATE)();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    frames.forEach((f) => f(0));
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['http://localhost/main.test.js']);
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual(['http://localhost/main.test.js']);

    // No frame at all (a background tab): the timer starts it, once.
    document.querySelectorAll('script[src]').forEach((s) => s.remove());
    frames.length = 0;
    new Function(PRERENDER_GATE)();
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual(['http://localhost/main.test.js']);
  } finally {
    link.remove();
    raf.mockRestore();
    jest.useRealTimers();
  }
});

test("the production CSP allows the gate script by its hash, and nothing else inline", () => {
  const conf = readFileSync(join(__dirname, '../../infra/deploy/nginx/headers.conf'), 'utf8');
  const scriptSrc = /script-src ([^;]+);/.exec(conf)![1]!.trim().split(/\s+/);
  const hash = createHash('sha256').update(PRERENDER_GATE).digest('base64');
  expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
});
