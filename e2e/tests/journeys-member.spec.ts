import { expect, type Page } from '@playwright/test';
import { createMember, signIn } from '../support/auth';
import { query } from '../support/db';
import { test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let member: Awaited<ReturnType<typeof createMember>>;
test.beforeAll(async () => {
  member = await createMember({ firstName: 'Journey', lastName: 'Member' });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Every link or button that asks the reader to register (by its text or by where it goes). */
const registerCtas = (page: Page) =>
  page
    .locator('a[href="/register"]')
    .or(page.getByRole('link', { name: /register/i }))
    .or(page.getByRole('button', { name: /register/i }));

test.describe('@journeys a signed-in member', () => {
  test('opening /login or /register goes on to the dashboard, or to return_to', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('form', { name: 'Register' })).toHaveCount(0);
    await page.goto('/login?return_to=%2Fsqw-hall');
    await expect(page).toHaveURL(/\/sqw-hall$/);
    // Only a page of this site: anything else falls back to the dashboard.
    await page.goto('/login?return_to=https%3A%2F%2Fexample.com%2F');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("is never told to register on the home page or /guest/products, and Coaching opens the members' page", async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to Your Dashboard' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Continue Your Journey' })).toBeVisible();
      await expect(registerCtas(page)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`home-member-${viewport.width}.png`) });

      await page.goto('/guest/products');
      await expect(page.getByRole('region', { name: 'Buy as a Member' }).getByRole('button', { name: 'Purchase Now' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sovereign Budget Workbook' })).toBeVisible();
      await expect(registerCtas(page)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`guest-products-member-${viewport.width}.png`), fullPage: true });
    }
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Coaching' })).toHaveAttribute('href', '/infinitrii-nexus');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coaching' }).click();
    await expect(page).toHaveURL(/:\d+\/infinitrii-nexus$/);
    // The public coaching page, opened from an old link, sends a member on to theirs.
    await page.goto('/guest/infinitrii-nexus');
    await expect(page).toHaveURL(/:\d+\/infinitrii-nexus$/);
    await expect(registerCtas(page)).toHaveCount(0);
  });

  test('buys from /guest/products with the same purchase flow as /products', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/guest/products');
    const card = page.getByRole('region', { name: 'Buy as a Member' }).getByRole('article', { name: 'Hourly Coaching' });
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const code = (await dialog.getByLabel('Pay code').textContent())!;
    expect(code).toMatch(/^SQW-/);
    await page.screenshot({ path: test.info().outputPath('guest-products-purchase-390.png') });
    const orders = await query<{ title: string; status: string }>(
      `select p.title, o.status from store.orders o join store.products p on p.id = o.product_id where o.pay_code = $1 and o.customer_email = $2`,
      [code, member.email],
    );
    expect(orders).toEqual([{ title: 'Hourly Coaching', status: 'pending_payment' }]);
  });

  test('reads plans that claim only what checkout does', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
      const terms = page.getByRole('list', { name: 'Plan terms' });
      await expect(terms).toContainText('Cash App');
      await expect(terms).toContainText('pay code');
      const text = (await page.getByRole('main').textContent())!;
      expect(text).not.toMatch(/trial/i);
      expect(text).not.toMatch(/paypal|crypto/i);
      expect(text).not.toMatch(/\bcards?\b/i);
      await page.screenshot({ path: test.info().outputPath(`pricing-member-${viewport.width}.png`), fullPage: true });
    }
  });
});
