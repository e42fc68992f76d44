/// <reference types="jest" />
import { MOBILE_VIEWPORT, type CDPSession } from '../bench/browser';
import { DevtoolsBrowser } from '../bench/devtools-pipe';
import { cleanupAll } from '../bench/lifecycle';
import { probeState, waitForHeading } from '../bench/page-load';
import { openPlainPage } from '../bench/plain-page';
import { hostStaticCopy } from '../bench/static-copy';

// Each test starts a browser context and loads a page: seconds when the machine runs the other suites too.
jest.setTimeout(30_000);

let browser: DevtoolsBrowser;
beforeAll(async () => {
  browser = await DevtoolsBrowser.launch();
});
afterAll(() => cleanupAll());

/**
 * Opens a page whose body is `body`, as the bench opens the pages it measures; `beforeLoad` runs
 * before the page is asked for, `check` once it has committed.
 */
async function visit(name: string, body: string, check: (cdp: CDPSession) => Promise<void>, beforeLoad?: (cdp: CDPSession) => Promise<void>) {
  const copy = await hostStaticCopy(`<!doctype html><html lang="en"><head><title>Page</title></head><body>${body}</body></html>`, name);
  const { cdp, goto, close } = await openPlainPage(browser, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    await beforeLoad?.(cdp);
    await goto(copy.url, 10_000);
    await check(cdp);
  } finally {
    await close();
  }
}

test("the bench waits for a page's heading without running Playwright's own scripts in it", async () => {
  // Every script compiled in the page's own world, with its length.
  const compiled: number[] = [];
  await visit(
    'test-page-value',
    '<h1>The hero</h1>',
    async (cdp) => {
      const heading = await waitForHeading(cdp, 1, 10_000);
      expect(heading.text).toBe('The hero');
      const state = await probeState(cdp);
      expect(state.headings.map((h) => h.text)).toEqual(['The hero']);
    },
    async (cdp) => {
      cdp.on('Debugger.scriptParsed', (e) => {
        if (e.executionContextAuxData?.isDefault) compiled.push(e.length);
      });
      await cdp.send('Debugger.enable');
    },
  );
  // The bench's probes are a few KB; Playwright's injected script is over 300 KB.
  expect(compiled.length).toBeGreaterThan(0);
  expect(Math.max(...compiled)).toBeLessThan(20_000);
});

test("an area's error panel instead of its heading is reported as such", async () => {
  await visit('test-page-alert', '<div role="alert">This area could not load.</div>', async (cdp) => {
    await expect(waitForHeading(cdp, 1, 10_000)).rejects.toThrow('the page showed an error instead of its heading: This area could not load.');
  });
});

test('a page that never shows a heading fails the wait when its time is up', async () => {
  await visit('test-page-none', '<p>No heading here.</p>', async (cdp) => {
    await expect(waitForHeading(cdp, 1, 1_000)).rejects.toThrow(/within 1000 ms/);
  });
});
