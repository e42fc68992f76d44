import { expect, type Page } from '@playwright/test';
import { COPY_BEFORE_APP } from '@sqw/contracts/page-marks';

/**
 * Waits until the app has taken over the page's server-composed copy: hydrated it (the copy's box
 * is marked data-hydrated) or, for a copy meant for someone else, rendered over it. Until then the
 * copy's forms are disabled, but its other buttons, though they look ready, do nothing yet.
 */
export const appStarted = (page: Page) => expect(page.locator(COPY_BEFORE_APP)).toHaveCount(0);

/**
 * Makes the page wait, after each navigation and reload, until the app has started (appStarted),
 * as a visitor waits for a page to respond. A navigation that asks only for the response
 * (waitUntil 'commit') is left as it is: it is about the page before the app.
 */
export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const started = async <T>(response: T, waitUntil?: string): Promise<T> => {
    if (waitUntil !== 'commit') await appStarted(page);
    return response;
  };
  page.goto = async (url, options) => started(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => started(await reload(options), options?.waitUntil);
}

/** The warnings the shell logs when the app had to render a page again instead of hydrating it. */
export function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('[hydration]')) warnings.push(m.text());
  });
  return warnings;
}

/**
 * Marks the page's first-level heading as the HTML painted it, before any script runs: after the
 * app starts, `headingKept` says whether that same element is still the one shown (hydrated),
 * rather than a new one the app rendered in its place.
 */
export async function markPaintedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __paintedHeading?: Element | null }).__paintedHeading = document.querySelector('h1');
    });
  });
}

export const headingKept = (page: Page) =>
  page.evaluate(() => {
    const painted = (window as unknown as { __paintedHeading?: Element | null }).__paintedHeading;
    return Boolean(painted) && painted === document.querySelector('h1') && painted!.isConnected;
  });

/**
 * Records every layout shift of the page from its first paint (the browser's own entries, as CLS
 * counts them); `layoutShifts` then lists them, each with its score, when it happened and what
 * moved where, so a failure says which element shifted.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const what = (node?: Node | null) =>
      node ? `${node instanceof Element ? `<${node.localName}>` : node.nodeName} "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'a removed node';
    const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const { value, sources } = e as unknown as { value: number; sources: Source[] };
        const moved = sources.map((s) => `${what(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`).join('; ');
        shifts.push(`${value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved}`);
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
