import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The public pages a visitor reaches, checked with axe at phone and desktop width. Moderate and
// minor findings (heading order, for one) are left to review; serious and critical ones fail.
const ROUTES = [
  '/',
  '/access-prompt',
  '/guest',
  '/guest/about',
  '/guest/collective',
  '/collective',
  '/contact',
  '/products',
  '/guest/products',
  '/guest/infinitrii-nexus',
  '/sqw-hall',
  '/web-essentials',
  '/sovereign-skies',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/no-such-page',
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Serious and critical violations, one line each: rule, impact, how many elements, the first few. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('@journeys @a11y a visitor', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  });

  for (const viewport of VIEWPORTS) {
    test(`meets no serious or critical axe violation on the public pages at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const found: Record<string, string[]> = {};
      for (const path of ROUTES) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }

  test('meets no serious or critical axe violation with the mobile menu open and a toast showing', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto('/access-prompt');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Continuing as guest.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('menu-and-toast-390.png') });
  });
});
