import { CHROMIUM_FLAGS } from '../src/chromium-flags';
import { onCleanup, throwIfAborted } from './lifecycle';
import { chromium, type Browser, type CDPSession, type Page, type StorageState } from './playwright';
import { installProbes } from './probes';

export type { Browser, CDPSession, Page };

/** The "slow 4G, mid-range phone" profile the budgets are written for. */
export const MOBILE_THROTTLING = { latencyMs: 150, downloadBitsPerSec: 1.6e6, uploadBitsPerSec: 750e3, cpuSlowdown: 4 };

export const MOBILE_VIEWPORT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Header links are only in the desktop layout (the phone layout folds them into a menu). */
export const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  onCleanup('chromium', () => browser.close());
  return browser;
}

export type PageOptions = {
  device: typeof MOBILE_VIEWPORT | typeof DESKTOP_VIEWPORT;
  throttle: boolean;
  /** localStorage flags set before the first script runs (has_visited for a returning visitor). */
  flags?: Record<string, string>;
  storageState?: StorageState;
};

/** The scripts every page the bench opens runs before its own: the probes, and the flags asked for. */
export function initScripts(opts: Pick<PageOptions, 'flags'>): string[] {
  const setFlags = (flags: Record<string, string>) => Object.entries(flags).forEach(([k, v]) => localStorage.setItem(k, v));
  return [
    // tsx keeps function names by wrapping them in __name(); functions serialized into the page need it too.
    'globalThis.__name = (f) => f;',
    `(${installProbes.toString()})();`,
    ...(opts.flags ? [`(${setFlags.toString()})(${JSON.stringify(opts.flags)});`] : []),
  ];
}

/**
 * What the DevTools session of every page the bench opens needs before it loads: the network log
 * (large enough to keep every script body for the runtime check) and, when asked, the throttling.
 */
export async function prepareSession(cdp: CDPSession, opts: Pick<PageOptions, 'throttle'>): Promise<void> {
  await cdp.send('Network.enable', { maxTotalBufferSize: 200e6, maxResourceBufferSize: 20e6 });
  if (!opts.throttle) return;
  const t = MOBILE_THROTTLING;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.latencyMs,
    downloadThroughput: t.downloadBitsPerSec / 8,
    uploadThroughput: t.uploadBitsPerSec / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdown });
}

export type OpenPage = { page: Page; cdp: CDPSession; close: () => Promise<void> };

/**
 * A page Playwright drives, for what the bench does in a page rather than measures there (a click,
 * a sign-in, a capture, the CPU score): a fresh context (empty cache), the probes installed, and
 * the throttling applied before anything loads. Page loads are measured in plain pages instead
 * (plain-page.ts).
 */
export async function openPage(browser: Browser, opts: PageOptions): Promise<OpenPage> {
  throwIfAborted();
  const context = await browser.newContext({ ...opts.device, storageState: opts.storageState });
  const close = () => context.close();
  const unregister = onCleanup('browser context', close);
  for (const content of initScripts(opts)) await context.addInitScript({ content });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await prepareSession(cdp, opts);
  return {
    page,
    cdp,
    close: async () => {
      unregister();
      await close();
    },
  };
}
