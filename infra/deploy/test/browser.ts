import { createRequire } from 'node:module';
import { join } from 'node:path';
import { COPY_BEFORE_APP } from '@sqw/contracts/page-marks';
import { ROOT } from '../../src/topology';
import { CHROMIUM } from '../lib/chromium-csp';

/*
 * Playwright is installed for the e2e package; this test loads that copy (pnpm keeps it out
 * of infra's lookup path, so its types cannot be imported here either: these are the few parts
 * used). Debian's Chromium, never a downloaded one.
 */
type Response = { url(): string; status(): number };
type Locator = { waitFor(o: { timeout: number; state?: 'detached' }): Promise<void> };
type Page = {
  goto(url: string, o?: { waitUntil?: 'load' | 'networkidle'; timeout?: number }): Promise<unknown>;
  on(event: 'response', f: (r: Response) => void): void;
  on(event: 'console', f: (m: { type(): string; text(): string }) => void): void;
  getByRole(role: string, o: { name: string; exact?: boolean }): Locator;
  addInitScript(f: () => void): Promise<void>;
  locator(selector: string): Locator;
  close(): Promise<void>;
};
type Browser = { newPage(): Promise<Page>; close(): Promise<void> };
type Chromium = { launch(o: { executablePath: string; args?: string[] }): Promise<Browser> };

export const launch = (): Promise<Browser> => {
  const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('@playwright/test') as { chromium: Chromium };
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
};

export type Visit = { requests: string[]; failed: string[]; errors: string[] };

/**
 * A fresh page load of `path` as a returning visitor (no splash), until `heading` shows and the
 * app has taken over the page. Returns every response's path and the ones that failed.
 */
export async function visit(browser: Browser, origin: string, path: string, heading: string): Promise<Visit> {
  const page = await browser.newPage();
  const seen: Visit = { requests: [], failed: [], errors: [] };
  page.on('response', (r) => {
    const url = new URL(r.url());
    seen.requests.push(url.pathname);
    if (r.status() >= 400) seen.failed.push(`${r.status()} ${url.pathname}`);
  });
  page.on('console', (m) => void (m.type() === 'error' && seen.errors.push(m.text())));
  try {
    await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 30_000 });
    await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 30_000 });
    // The heading comes with the server-composed copy; an area's files load when the app takes
    // that copy over, which may be after the load event.
    await page.locator(COPY_BEFORE_APP).waitFor({ state: 'detached', timeout: 30_000 });
    return seen;
  } catch (err) {
    throw new Error(
      `${path} did not show "${heading}": ${(err as Error).message.split('\n')[0]}; failed requests: ${seen.failed.join(', ') || 'none'}; console errors: ${seen.errors.slice(0, 3).join(' | ') || 'none'}`,
    );
  } finally {
    await page.close();
  }
}
