import { openPage, type Browser, type PageOptions } from './browser';
import { waitForHeading } from './page-load';
import { hostStaticCopy, type StaticCopy } from './static-copy';

/**
 * What a static copy of the home page keeps: its hero (the budgets' yardstick), or its whole first
 * screen (the hero, the header above it and the start of the section under it).
 */
export type StaticCut = 'hero' | 'first-screen';

/**
 * The home page as the site renders it (the elements kept, the elements that wrap them and every
 * CSS rule the page generated), frozen into one HTML file: what that part of it costs with no
 * JavaScript at all, served by the same static host as the site, with the same response headers.
 * This is the limit.
 *
 * The hero alone is what the budgets compare with. At the phone width the home page's largest
 * paint is not in its hero but in the section under it, which the hero alone does not have: the
 * first screen, frozen, is the limit for that paint, so the bench reports home against it too.
 */
async function capture(browser: Browser, url: string, opts: PageOptions, cut: StaticCut): Promise<string> {
  const { page, cdp, close } = await openPage(browser, opts);
  try {
    await page.goto(url);
    await waitForHeading(cdp, 1, 30_000);
    await page.waitForLoadState('networkidle');
    return await page.evaluate((cut) => {
      const live = document.getElementById('root')!;
      if (cut === 'first-screen') {
        // Everything that starts below the first screen goes, and any dialog the page opened by itself.
        const below = Array.from(live.querySelectorAll('*')).filter(
          (el) => el.getBoundingClientRect().top >= innerHeight || el.matches('dialog, [role=dialog]'),
        );
        below.forEach((el) => el.remove());
      }
      const root = live.cloneNode(true) as HTMLElement;
      if (cut === 'hero') {
        // Keep the hero and the elements that wrap it; drop every other branch of the page.
        const h1 = document.querySelector('h1')!;
        const hero = h1.closest('section') ?? h1.parentElement!;
        const path: number[] = [];
        for (let el: Element = hero; el !== live; el = el.parentElement!) path.unshift(Array.from(el.parentElement!.children).indexOf(el));
        let node: Element = root;
        for (const i of path) {
          const keep = node.children[i]!;
          Array.from(node.children).forEach((c) => c !== keep && c.remove());
          node = keep;
        }
      }
      const css = Array.from(document.styleSheets)
        .flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText))
        .join('\n');
      const head = Array.from(document.head.querySelectorAll('meta[charset], meta[name=viewport], title'))
        .map((m) => m.outerHTML)
        .join('');
      return `<!doctype html><html lang="en"><head>${head}<style>${css}</style></head><body>${root.outerHTML}</body></html>`;
    }, cut);
  } finally {
    await close();
  }
}

/** Serves a static copy of the home page (see StaticCut). */
export async function serveStaticHome(browser: Browser, homeUrl: string, opts: PageOptions, cut: StaticCut): Promise<StaticCopy> {
  return hostStaticCopy(await capture(browser, homeUrl, opts, cut), cut);
}
