import { expect, type Page } from '@playwright/test';
import { query } from '../support/db';
import { test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function visitedBefore(page: Page) {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
}

test.describe('@journeys a visitor', () => {
  test('follows Coaching from the header, the footer and the mobile menu to the public coaching page, never a sign-in form', async ({ page }) => {
    await visitedBefore(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coaching' }).click();
    await expect(page).toHaveURL(/\/guest\/infinitrii-nexus$/);
    await expect(page.getByRole('heading', { name: 'Your Path to Financial Sovereignty' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Client sign in' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('coaching-visitor-1366.png') });

    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Coaching' }).click();
    await expect(page).toHaveURL(/\/guest\/infinitrii-nexus$/);
    await expect(page.getByRole('heading', { name: 'Your Path to Financial Sovereignty' })).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Coaching' }).click();
    await expect(page).toHaveURL(/\/guest\/infinitrii-nexus$/);
    await expect(page.getByRole('heading', { name: 'Your Path to Financial Sovereignty' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('coaching-visitor-390.png') });
  });

  test('reads the mobile menu over any page at 390 px: opaque, on top, its buttons keep their own colours', async ({ page }) => {
    await visitedBefore(page);
    await page.setViewportSize(PHONE);
    for (const path of ['/', '/guest/products', '/sqw-hall', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      // Over the page's content, not only over the hero.
      await page.mouse.wheel(0, 900);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      const seen = await menu.evaluate((nav) => {
        const alpha = (color: string) => {
          const m = /rgba?\(([^)]+)\)/.exec(color);
          const parts = m ? m[1]!.split(',').map((x) => x.trim()) : [];
          return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
        };
        // Each entry must be what a tap at its centre reaches: nothing of the page above it.
        const covered = [...nav.querySelectorAll('a')]
          .filter((a) => {
            const r = a.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return !top || !a.contains(top);
          })
          .map((a) => a.textContent);
        const login = [...nav.querySelectorAll('a')].find((a) => a.textContent === 'Client Login')!;
        return { alpha: alpha(getComputedStyle(nav).backgroundColor), covered, loginColor: getComputedStyle(login).color };
      });
      expect(seen, path).toEqual({ alpha: 1, covered: [], loginColor: 'rgb(20, 16, 6)' });
      await page.screenshot({ path: test.info().outputPath(`menu-390${path.replace(/\//g, '_')}.png`) });
    }
  });

  test('opens a shared legend link: the legend appears once, highlighted above the gallery', async ({ page }) => {
    const [legend] = await query<{ id: string }>(
      `insert into hall.sqw_legends (name, username, level, title, challenge, passive_income, quote, badges)
       values ('Journey Linked Legend', 'linked', 6, 'Sovereign', 'Digital Asset Builder', '$40K/month', 'Share the path.', '{}') returning id`,
    );
    await query(`insert into hall.sqw_legends (name, username, level, title, challenge, passive_income, quote, badges)
       values ('Journey Other Legend', null, 6, 'Sovereign', 'Digital Asset Builder', '$30K/month', null, '{}')`);
    await visitedBefore(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/sqw-hall?legend=${legend!.id}`);
      const shared = page.getByRole('region', { name: 'Shared legend' });
      await expect(shared.getByText('Journey Linked Legend')).toBeVisible();
      await expect(shared.getByTestId('legend-card')).toHaveAttribute('data-highlighted', 'true');
      // Once the gallery's first page (which holds both recent legends) is in, it does not repeat the shared one.
      await expect(page.getByTestId('legend-card').filter({ hasText: 'Journey Other Legend' })).toBeVisible();
      await expect(page.getByTestId('legend-card').filter({ hasText: 'Journey Linked Legend' })).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`hall-shared-${viewport.width}.png`) });
    }
  });
});
