import type { CDPSession, PageOptions } from './browser';
import type { DevtoolsBrowser } from './devtools-pipe';
import { pageValue, waitForPageValue } from './page-value';
import { openPlainPage } from './plain-page';
import { cumulativeLayoutShift, renderStart, totalBlockingTime, type ProbeState } from './probes';
import { RequestLog, roundTripsBefore, scripts, scriptsContaining, type Req } from './requests';

/**
 * A name only @module-federation/runtime-core contains (one of its hook names; property names
 * survive minification): present in every bundle that carries a copy of the runtime. Not the
 * log prefix '[ Federation Runtime ]': @module-federation/sdk, which every container entry
 * keeps even when it takes runtime-core from the shell, has that prefix too.
 */
export const MF_RUNTIME_MARKER = 'initContainerShareScopeMap';

export type LoadResult = {
  heading: string;
  headingMs: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript body bytes over the wire, split by who serves them. */
  jsBytes: { site: number; remotes: number };
  roundTrips: number;
  runtimeCopies: number;
};

export const probeState = (cdp: CDPSession) => pageValue<ProbeState>(cdp, 'window.__bench');
/** The page's time origin, to place its performance.now() times on the network log's clock. */
export const pageTimeOrigin = (cdp: CDPSession) => pageValue<number>(cdp, 'performance.timeOrigin');

/** Waits for the n-th distinct heading (or an area's error panel) and returns it. */
export async function waitForHeading(cdp: CDPSession, n: number, timeoutMs: number): Promise<ProbeState['headings'][number]> {
  const got = await waitForPageValue<{ error?: string; heading?: ProbeState['headings'][number] }>(
    cdp,
    `(() => {
      const s = window.__bench;
      if (s && s.alert) return { error: s.alert };
      return s && s.headings.length >= ${n} ? { heading: s.headings[${n - 1}] } : null;
    })()`,
    timeoutMs,
  );
  if (got.error) throw new Error(`the page showed an error instead of its heading: ${got.error}`);
  return got.heading!;
}

export function jsBytesBy(reqs: Req[], siteOrigin: string) {
  const js = scripts(reqs);
  // Remotes are served on the site's origin too, under /remotes/.
  const isShell = (url: string) => url.startsWith(siteOrigin) && !new URL(url).pathname.startsWith('/remotes/');
  const site = js.filter((r) => isShell(r.url)).reduce((s, r) => s + r.bodyBytes, 0);
  return { site, remotes: js.reduce((s, r) => s + r.bodyBytes, 0) - site };
}

/**
 * One first visit, in a plain page (plain-page.ts): fresh cache, the page until its main heading
 * shows and the network has been quiet for a while (the lazily loaded auth code counts: a visitor
 * downloads it too).
 */
export async function measureLoad(browser: DevtoolsBrowser, url: string, opts: PageOptions, timeoutMs = 60_000): Promise<LoadResult> {
  const { cdp, goto, close } = await openPlainPage(browser, opts);
  try {
    const log = new RequestLog(cdp);
    await goto(url, timeoutMs);
    const heading = await waitForHeading(cdp, 1, timeoutMs);
    await log.quiet(2000, 20_000);
    const state = await probeState(cdp);
    const timeOrigin = await pageTimeOrigin(cdp);
    const reqs = log.all();
    return {
      heading: heading.text,
      headingMs: heading.at,
      fcp: state.fcp ?? NaN,
      lcp: state.lcp ?? NaN,
      tbt: totalBlockingTime(state),
      cls: cumulativeLayoutShift(state.shifts),
      jsBytes: jsBytesBy(reqs, new URL(url).origin),
      roundTrips: roundTripsBefore(reqs, log.toNetworkTime(timeOrigin, renderStart(state, heading.at))),
      runtimeCopies: (await scriptsContaining(log, reqs, MF_RUNTIME_MARKER)).length,
    };
  } finally {
    await close();
  }
}
