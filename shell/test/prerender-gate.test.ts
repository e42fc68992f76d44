import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ENTRY_ATTR, AUDIENCE_ATTR, HIDE_CLASS, PRERENDER_GATE } from '../src/prerender/gate';

const hidden = (audience: string | null, visited: string | null, session?: 'local' | 'session') => {
  localStorage.clear();
  sessionStorage.clear();
  if (visited) localStorage.setItem('has_visited', visited);
  if (session) (session === 'local' ? localStorage : sessionStorage).setItem('sb-localhost-auth-token', '{}');
  const html = document.documentElement;
  html.classList.remove(HIDE_CLASS);
  if (audience) html.setAttribute(AUDIENCE_ATTR, audience);
  else html.removeAttribute(AUDIENCE_ATTR);
  new Function(PRERENDER_GATE)();
  return html.classList.contains(HIDE_CLASS);
};

test('a page for everyone shows to everyone, members included', () => {
  expect(hidden(null, null)).toBe(false);
  expect(hidden(null, 'true', 'local')).toBe(false);
});

test('a page for everyone reads no storage, so nothing waits for it before the first paint', () => {
  document.documentElement.removeAttribute(AUDIENCE_ATTR);
  const reads: string[] = [];
  const spies = (['localStorage', 'sessionStorage'] as const).map((name) => {
    const real = window[name];
    return jest.spyOn(window, name, 'get').mockImplementation(() => (reads.push(name), real));
  });
  try {
    new Function(PRERENDER_GATE)();
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
  expect(reads).toEqual([]);
  expect(document.documentElement.classList.contains(HIDE_CLASS)).toBe(false);
});

test('the home page shows only to a returning visitor who is not signed in', () => {
  expect(hidden('returning', 'true')).toBe(false);
  expect(hidden('returning', null)).toBe(true);
  // Its register calls to action must not flash for a member, remembered or for this tab only.
  expect(hidden('returning', 'true', 'local')).toBe(true);
  expect(hidden('returning', 'true', 'session')).toBe(true);
});

test("the sign-in page answered for a members' page shows only to the signed out", () => {
  expect(hidden('visitor', null)).toBe(false);
  expect(hidden('visitor', 'true', 'session')).toBe(true);
});

test("a members' page's files are fetched at once where a session is stored, and not otherwise", () => {
  const meta = Object.assign(document.createElement('meta'), {
    name: 'sqw-member-files',
    content: '/remotes/store/v1/mf-manifest.json /remotes/store/v1/12.js',
  });
  document.head.appendChild(meta);
  const fetched = () => [...document.querySelectorAll('link[rel=preload][as=fetch]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);
  try {
    hidden('visitor', null);
    expect(fetched()).toEqual([]);
    hidden('visitor', 'true', 'local');
    expect(fetched()).toEqual([
      ['/remotes/store/v1/mf-manifest.json', 'anonymous'],
      ['/remotes/store/v1/12.js', 'anonymous'],
    ]);
  } finally {
    meta.remove();
    document.querySelectorAll('link[rel=preload][as=fetch]').forEach((l) => l.remove());
  }
});

test('the app starts once the copy is parsed and its frame painted, or a second later where frames do not run', () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  let readyState: DocumentReadyState = 'loading';
  const ready = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href: '/main.test.js' });
  link.setAttribute(APP_ENTRY_ATTR, '');
  document.head.appendChild(link);
  const started = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const runFrames = () => frames.splice(0).forEach((f) => f(0));
  try {
    // Still parsing: neither a frame (it may show only the background) nor the timer starts it.
    new Function(PRERENDER_GATE)();
    runFrames();
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual([]);

    // Parsed: after the next frame is painted, once.
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    runFrames();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['http://localhost/main.test.js']);
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual(['http://localhost/main.test.js']);

    // Already parsed when the gate runs, and no frame at all (a background tab): the timer starts it, once.
    document.querySelectorAll('script[src]').forEach((s) => s.remove());
    frames.length = 0;
    new Function(PRERENDER_GATE)();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['http://localhost/main.test.js']);
  } finally {
    link.remove();
    raf.mockRestore();
    ready.mockRestore();
    jest.useRealTimers();
  }
});

test('the production CSP allows the gate script by its hash, and nothing else inline', () => {
  const conf = readFileSync(join(__dirname, '../../infra/deploy/nginx/headers.conf'), 'utf8');
  const scriptSrc = /script-src ([^;]+);/.exec(conf)![1]!.trim().split(/\s+/);
  const hash = createHash('sha256').update(PRERENDER_GATE).digest('base64');
  expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
});
