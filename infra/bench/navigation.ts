import { DESKTOP_VIEWPORT, openPage, type Browser } from './browser';
import { jsBytesBy, pageTimeOrigin, probeState, waitForHeading } from './page-load';
import { renderStart } from './probes';
import { RequestLog, roundTripsBefore } from './requests';

/** jsBytes: JavaScript fetched from the first hover on (a hover preload counts as the visit's). */
export type NavResult = { ms: number; roundTrips: number; heading: string; jsBytes: number };

/** A visitor rests the pointer on a link for a moment before pressing it; a hover preload gets this long. */
const HOVER_BEFORE_CLICK_MS = 200;

/**
 * Cold navigation: the home page fully loaded (nothing of the target area fetched yet), then a
 * click on the header link; measured from the click to the target's main heading.
 */
export async function measureNavigation(browser: Browser, site: string, path: string, throttle: boolean, timeoutMs = 60_000): Promise<NavResult> {
  const { page, cdp, close } = await openPage(browser, { device: DESKTOP_VIEWPORT, throttle, flags: { has_visited: 'true' } });
  try {
    const log = new RequestLog(cdp);
    await page.goto(`${site}/`, { waitUntil: 'commit', timeout: timeoutMs });
    await waitForHeading(cdp, 1, timeoutMs);
    await log.quiet(2000, 20_000);
    const link = page.locator(`header nav a[href="${path}"]`).first();
    const hoverAt = await page.evaluate(() => performance.now());
    await link.hover({ timeout: 10_000 });
    await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
    const seen = (await probeState(cdp)).headings.length;
    // Clicked from inside the page so the timestamp is the click itself, not Playwright's checks.
    const clickAt = await page.evaluate((p) => {
      const a = document.querySelector<HTMLAnchorElement>(`header nav a[href="${p}"]`)!;
      const at = performance.now();
      a.click();
      return at;
    }, path);
    const heading = await waitForHeading(cdp, seen + 1, timeoutMs);
    await log.quiet(1500, 20_000);
    const timeOrigin = await pageTimeOrigin(cdp);
    const shownFrom = renderStart(await probeState(cdp), heading.at);
    const clickNet = log.toNetworkTime(timeOrigin, clickAt);
    const sinceHover = log.all().filter((r) => r.start >= log.toNetworkTime(timeOrigin, hoverAt));
    return {
      ms: heading.at - clickAt,
      roundTrips: roundTripsBefore(log.all(), log.toNetworkTime(timeOrigin, shownFrom), clickNet),
      heading: heading.text,
      jsBytes: Object.values(jsBytesBy(sinceHover, site)).reduce((a, b) => a + b, 0),
    };
  } finally {
    await close();
  }
}
