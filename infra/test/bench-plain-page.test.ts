/// <reference types="jest" />
import { launchBrowser, MOBILE_VIEWPORT, openPage, type Browser, type CDPSession } from '../bench/browser';
import { DevtoolsBrowser } from '../bench/devtools-pipe';
import { cleanupAll } from '../bench/lifecycle';
import { waitForHeading } from '../bench/page-load';
import { openPlainPage } from '../bench/plain-page';
import { hostStaticCopy } from '../bench/static-copy';
import { freePort } from '../src/ports';

// Each test starts a browser context and loads a page: seconds when the machine runs the other suites too.
jest.setTimeout(30_000);

let playwright: Browser;
let plain: DevtoolsBrowser;
let pageUrl: string;
beforeAll(async () => {
  [playwright, plain] = await Promise.all([launchBrowser(), DevtoolsBrowser.launch()]);
  // A page that makes an Error as it starts, as React DOM's module does (served without the CSP, which would block the inline script).
  const body = '<script>function start() { var made = new Error("made at start"); return made.message; } document.title = start();</script><h1>Started</h1>';
  pageUrl = (
    await hostStaticCopy(
      `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page</title></head><body>${body}</body></html>`,
      'test-plain-page',
    )
  ).bareUrl;
});
afterAll(() => cleanupAll());

/** How many times V8 went back to a function's source for its source positions while `load` ran. */
async function sourcePositionLookups(cdp: CDPSession, load: () => Promise<void>): Promise<number> {
  const names: string[] = [];
  cdp.on('Tracing.dataCollected', (e) => names.push(...e.value.map((ev) => ev.name)));
  const complete = new Promise<void>((res) => cdp.on('Tracing.tracingComplete', () => res()));
  await cdp.send('Tracing.start', { categories: 'v8,disabled-by-default-v8.compile', transferMode: 'ReportEvents' });
  await load();
  await waitForHeading(cdp, 1, 10_000);
  await cdp.send('Tracing.end');
  await complete;
  expect(names.length).toBeGreaterThan(0);
  return names.filter((n) => n === 'V8.CollectSourcePositions').length;
}

test("a page driven by Playwright pays for a full stack of each Error it makes: the Runtime domain's doing", async () => {
  const { page, cdp, close } = await openPage(playwright, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    expect(await sourcePositionLookups(cdp, () => page.goto(pageUrl, { waitUntil: 'commit' }).then(() => undefined))).toBeGreaterThan(0);
  } finally {
    await close();
  }
});

test('the page the bench measures in does not: no DevTools client listens to its JavaScript', async () => {
  const { cdp, goto, close } = await openPlainPage(plain, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    expect(await sourcePositionLookups(cdp, () => goto(pageUrl, 10_000))).toBe(0);
  } finally {
    await close();
  }
});

test('the page the bench measures in gets the device, the flags and a stored session before its first script', async () => {
  const origin = new URL(pageUrl).origin;
  const storageState = {
    cookies: [{ name: 'member', value: 'yes', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
    origins: [{ origin, localStorage: [{ name: 'sb-local-auth-token', value: 'stored' }] }],
  };
  const { cdp, goto, close } = await openPlainPage(plain, { device: MOBILE_VIEWPORT, throttle: false, flags: { has_visited: 'true' }, storageState });
  try {
    await goto(pageUrl, 10_000);
    await waitForHeading(cdp, 1, 10_000);
    const seen = (await cdp.send('Runtime.evaluate', {
      expression: `({ width: innerWidth, ratio: devicePixelRatio, touch: navigator.maxTouchPoints, visited: localStorage.getItem('has_visited'), token: localStorage.getItem('sb-local-auth-token'), cookie: document.cookie })`,
      returnByValue: true,
    })) as { result: { value: unknown } };
    expect(seen.result.value).toEqual({ width: 412, ratio: 1.75, touch: 1, visited: 'true', token: 'stored', cookie: 'member=yes' });
  } finally {
    await close();
  }
});

test("a page that cannot be reached fails the visit with the browser's reason", async () => {
  const { goto, close } = await openPlainPage(plain, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    // A port nothing listens on.
    await expect(goto(`http://localhost:${await freePort()}/`, 10_000)).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
  } finally {
    await close();
  }
});
