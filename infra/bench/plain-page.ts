import { initScripts, prepareSession, type PageOptions } from './browser';
import { DevtoolsBrowser } from './devtools-pipe';
import { onCleanup, throwIfAborted, TimeoutError } from './lifecycle';
import type { CDPSession, StorageState } from './playwright';

export type PlainPage = { cdp: CDPSession; goto(url: string, timeoutMs: number): Promise<void>; close: () => Promise<void> };

type StoredCookie = { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: string };
type StoredOrigin = { origin: string; localStorage: { name: string; value: string }[] };

/** The stored session's localStorage, put back before the first script of a page on its origin. */
function originStorageScript(origins: StoredOrigin[]): string {
  const restore = (origins: StoredOrigin[]) => {
    const mine = origins.find((o) => o.origin === location.origin);
    mine?.localStorage.forEach(({ name, value }) => localStorage.setItem(name, value));
  };
  return `(${restore.toString()})(${JSON.stringify(origins)});`;
}

async function restoreCookies(browser: DevtoolsBrowser, browserContextId: string, state: StorageState): Promise<void> {
  const cookies = (state.cookies as StoredCookie[]).map(({ expires, ...c }) => ({ ...c, ...(expires > 0 ? { expires } : {}) }));
  if (cookies.length) await browser.send('Storage.setCookies', { cookies, browserContextId });
}

/**
 * A page for the loads the bench measures, as a visitor's browser runs it: no DevTools client
 * listens to its JavaScript. Playwright turns on the DevTools Runtime domain in every page it
 * drives, and with that on V8 records a full stack for every Error the page creates, which needs
 * the source position of each function on the stack. V8 works those out when first asked, by
 * parsing the function again: React DOM makes an Error as its module starts, inside the webpack
 * function that holds the whole module (200 KB), so under the 4x slowdown the page parsed that
 * function a second time, 60-100 ms of its main thread, in the task that lands React DOM. In
 * traces of home (three loads each) that re-parsing took 117-177 ms a load with the Runtime
 * domain on and 2-10 ms without. This page gets only the commands the bench sends (Page, Network,
 * Emulation, and DevTools expressions, which need no Runtime domain).
 *
 * A fresh browser context each time (empty cache), the probes installed, and the throttling
 * applied before anything loads, as `openPage` does for the pages the bench only drives.
 */
export async function openPlainPage(browser: DevtoolsBrowser, opts: PageOptions): Promise<PlainPage> {
  throwIfAborted();
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
  const dispose = () => browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  const unregister = onCleanup('plain browser context', dispose);
  let sessionId: string | null = null;
  const close = async () => {
    unregister();
    if (sessionId) browser.dropSession(sessionId);
    await dispose();
  };
  try {
    if (opts.storageState) await restoreCookies(browser, browserContextId, opts.storageState);
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    ({ sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true }));
    const cdp = browser.session(sessionId!);
    const {
      viewport,
      deviceScaleFactor = 1,
      isMobile = false,
      hasTouch = false,
    } = opts.device as Partial<{ deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean }> & {
      viewport: { width: number; height: number };
    };
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      ...viewport,
      deviceScaleFactor,
      mobile: isMobile,
      screenWidth: viewport.width,
      screenHeight: viewport.height,
    });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: hasTouch, ...(hasTouch ? { maxTouchPoints: 1 } : {}) });
    // Init scripts take effect once the Page domain is on.
    await cdp.send('Page.enable');
    const scripts = [...initScripts(opts), ...(opts.storageState ? [originStorageScript(opts.storageState.origins as StoredOrigin[])] : [])];
    for (const source of scripts) await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source });
    await prepareSession(cdp, opts);
    const goto = async (url: string, timeoutMs: number) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new TimeoutError(`${url} did not commit within ${timeoutMs} ms`)), timeoutMs)),
      );
      try {
        const { errorText } = (await Promise.race([cdp.send('Page.navigate', { url }), late])) as { errorText?: string };
        if (errorText) throw new Error(`${url}: ${errorText}`);
      } finally {
        clearTimeout(timer);
      }
    };
    return { cdp, goto, close };
  } catch (err) {
    await close();
    throw err;
  }
}
