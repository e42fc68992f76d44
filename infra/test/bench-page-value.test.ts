/// <reference types="jest" />
import { launchBrowser, MOBILE_VIEWPORT, openPage, type Browser } from '../bench/browser';
import { cleanupAll } from '../bench/lifecycle';
import { probeState, waitForHeading } from '../bench/page-load';
import { hostStaticCopy } from '../bench/static-copy';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => cleanupAll());

const html = (body: string) => `<!doctype html><html lang="en"><head><title>Page</title></head><body>${body}</body></html>`;

test("the bench waits for a page's heading without running Playwright's own scripts in it", async () => {
  const copy = await hostStaticCopy(html('<h1>The hero</h1>'), 'test-page-value');
  const { page, cdp, close } = await openPage(browser, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    // Every script compiled in the page's own world, with its length.
    const compiled: number[] = [];
    cdp.on('Debugger.scriptParsed', (e) => {
      if (e.executionContextAuxData?.isDefault) compiled.push(e.length);
    });
    await cdp.send('Debugger.enable');
    await page.goto(copy.url, { waitUntil: 'commit' });
    const heading = await waitForHeading(cdp, 1, 10_000);
    expect(heading.text).toBe('The hero');
    const state = await probeState(cdp);
    expect(state.headings.map((h) => h.text)).toEqual(['The hero']);
    // The bench's probes are a few KB; Playwright's injected script is over 300 KB.
    expect(compiled.length).toBeGreaterThan(0);
    expect(Math.max(...compiled)).toBeLessThan(20_000);
  } finally {
    await close();
  }
});

test("an area's error panel instead of its heading is reported as such", async () => {
  const copy = await hostStaticCopy(html('<div role="alert">This area could not load.</div>'), 'test-page-alert');
  const { page, cdp, close } = await openPage(browser, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    await page.goto(copy.url, { waitUntil: 'commit' });
    await expect(waitForHeading(cdp, 1, 10_000)).rejects.toThrow('the page showed an error instead of its heading: This area could not load.');
  } finally {
    await close();
  }
});

test('a page that never shows a heading fails the wait when its time is up', async () => {
  const copy = await hostStaticCopy(html('<p>No heading here.</p>'), 'test-page-none');
  const { page, cdp, close } = await openPage(browser, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    await page.goto(copy.url, { waitUntil: 'commit' });
    await expect(waitForHeading(cdp, 1, 1_000)).rejects.toThrow(/within 1000 ms/);
  } finally {
    await close();
  }
});
