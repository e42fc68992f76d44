import { expect } from '@playwright/test';
import { test } from '../support/test';

test.describe('@shell frame', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  });

  test('unknown paths show the 404 page and log the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    // The copy shows the page from its HTML; the app logs the path once it has started.
    await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header turns solid after 50px of scroll', async ({ page }) => {
    await page.goto('/privacy-policy');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-solid', 'true');
  });

  test('legal pages have real content', async ({ page }) => {
    for (const [path, heading, phrase] of [
      ['/privacy-policy', 'Privacy Policy', 'We do not sell your personal information'],
      ['/terms-of-service', 'Terms of Service', 'deposit'],
      ['/disclaimer', 'Disclaimer', 'Not financial, legal or tax advice'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(phrase!).first()).toBeVisible();
    }
  });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
