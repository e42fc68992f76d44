import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page's server-composed copy: hydrated it (the copy's
 * fieldset is enabled) or, for a copy meant for someone else, rendered over it. Clicks and typing
 * wait on their own (the copy's controls are disabled until then), but focusing or scrolling an
 * element earlier would act before the app is there.
 */
export const appStarted = (page: Page) => expect(page.locator('[data-prerendered][disabled]')).toHaveCount(0);

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
 * counts them); `layoutShifts` then lists their scores.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => list.getEntries().forEach((e) => shifts.push((e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
}

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
