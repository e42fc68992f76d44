import { expect } from '@playwright/test';
import { openCard } from '../support/admin';
import { createMember, signInAsAdmin } from '../support/auth';
import { buy } from '../support/store';
import { test } from '../support/test';

test.describe('@admin layout', () => {
  test('on a phone the users table keeps its columns and scrolls sideways inside its box; the page does not', async ({ page }, info) => {
    await createMember({ firstName: 'Zoë', lastName: 'Ångström-Đặng' });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await openCard(page, 'User Management');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeAttached();
    await page.screenshot({ path: info.outputPath('users-390.png'), fullPage: true });
    await page.getByRole('region', { name: /users?, newest first/ }).screenshot({ path: info.outputPath('users-table-390.png') });

    // Every column is a column: its header is shown, none folded into the row.
    for (const name of ['Name', 'Email', 'Status', 'Join Date', 'Last Login', 'Actions']) await expect(table.getByRole('columnheader', { name })).toBeVisible();
    const box = page.getByRole('region', { name: /users?, newest first/ });
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.right).toBeLessThanOrEqual(390);
    // The page itself never scrolls sideways: only the table's box does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Scrolled to its end, the last column is within the box and fully readable.
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const header = await table.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    expect(header!.x + header!.width).toBeLessThanOrEqual(sizes.right + 1);
  });

  test("the revenue chart's y-axis labels are drawn whole, inside the chart", async ({ page }, info) => {
    // $12,000 of paid orders today (four members buy the $3,000 bundle): the axis tops out at '$20,000', its longest label.
    for (let i = 0; i < 4; i++) await buy(await createMember(), 'sqw-full-bundle');
    await signInAsAdmin(page);
    await openCard(page, 'Analytics');
    const chart = page.getByRole('img', { name: /^Revenue per day/ });
    await expect(chart).toBeVisible();
    await chart.screenshot({ path: info.outputPath('revenue-chart.png') });
    const clipped = await chart.evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
        .filter(({ box }) => box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
        .map(({ text }) => text);
    });
    expect(await chart.locator('text', { hasText: '$20,000' }).count()).toBe(1);
    expect(clipped).toEqual([]);
  });
});
