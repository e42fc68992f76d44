import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../src/ports';
import { startStaticHost } from '../src/static-host';
import { openPage, type Browser, type PageOptions } from './browser';
import { makeTempDir, onCleanup } from './lifecycle';
import { waitForHeading } from './page-load';

/**
 * The home page's hero as the site renders it (its section, the wrappers around it and every
 * CSS rule the page generated), frozen into one HTML file: what the hero costs with no
 * JavaScript at all, served by the same static host as the site. This is the limit.
 */
async function captureHero(browser: Browser, url: string, opts: PageOptions): Promise<string> {
  const { page, close } = await openPage(browser, opts);
  try {
    await page.goto(url);
    await waitForHeading(page, 1, 30_000);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const hero = h1.closest('section') ?? h1.parentElement!;
      // Keep the hero and the elements that wrap it; drop every other branch of the page.
      const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
      const path: number[] = [];
      for (let el: Element = hero; el !== document.getElementById('root'); el = el.parentElement!)
        path.unshift(Array.from(el.parentElement!.children).indexOf(el));
      let node: Element = root;
      for (const i of path) {
        const keep = node.children[i]!;
        Array.from(node.children).forEach((c) => c !== keep && c.remove());
        node = keep;
      }
      const css = Array.from(document.styleSheets)
        .flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText))
        .join('\n');
      const head = Array.from(document.head.querySelectorAll('meta[charset], meta[name=viewport], title'))
        .map((m) => m.outerHTML)
        .join('');
      return `<!doctype html><html lang="en"><head>${head}<style>${css}</style></head><body>${root.outerHTML}</body></html>`;
    });
  } finally {
    await close();
  }
}

export async function serveStaticHero(browser: Browser, homeUrl: string, opts: PageOptions): Promise<string> {
  const html = await captureHero(browser, homeUrl, opts);
  const { dir } = makeTempDir('hero');
  writeFileSync(join(dir, 'index.html'), html);
  const port = await freePort();
  const server: Server = await startStaticHost({ root: dir, port, spa: true });
  onCleanup('static hero host', () => new Promise((res) => server.close(res)));
  return `http://localhost:${port}/`;
}
