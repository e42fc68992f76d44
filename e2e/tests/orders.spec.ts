import { expect, type Page } from '@playwright/test';
import { createMember, latestMail, signIn, tokenFor } from '../support/auth';
import { query } from '../support/db';
import { storeCall } from '../support/store';
import { tinyPng } from '../support/files';
import { test } from '../support/test';

const receipt = { ...tinyPng, name: 'receipt.png' };
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await context.route('https://cash.app/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Cash App</title>' }));
});

test.describe('@store pending orders are finished or cancelled later', () => {
  test('a member starts a purchase, leaves, is offered the same order again, comes back from the mail to the dashboard and uploads the proof', async ({
    page,
  }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/products');
    const card = page.getByRole('article', { name: '40-Year Blueprint' });
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const code = (await dialog.getByLabel('Pay code').textContent())!.trim();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The member leaves; back on the catalogue later, Purchase Now offers that order, not a second one.
    await page.goto('/');
    await page.goto('/products');
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    await expect(dialog.getByRole('region', { name: 'Resume your order' })).toContainText(code);
    await dialog.getByRole('button', { name: 'Resume Order' }).click();
    await expect(dialog.getByLabel('Pay code')).toHaveText(code);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(
      await query("select pay_code from store.orders o join store.products p on p.id = o.product_id where p.slug = 'sqw-blueprint' and o.customer_email = $1", [
        member.email,
      ]),
    ).toEqual([{ pay_code: code }]);

    // The order mail links to the order on the dashboard.
    const mail = await latestMail(member.email, new RegExp(`Order ${code} created`));
    const link = /(https?:\/\/\S+\/dashboard\?tab=orders&order=\S+)/.exec(mail.text)![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    const row = page.getByRole('article', { name: '40-Year Blueprint' });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row.locator('code')).toHaveText(code);
    await expect(row).toContainText('Not uploaded yet');
    await expect(row).toBeFocused();

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`dashboard-orders-${viewport.width}.png`) });
      // Nothing in the orders tab is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }

    await row.getByRole('button', { name: `Upload Proof for order ${code}` }).click();
    const upload = page.getByRole('dialog', { name: `Payment proof for ${code}` });
    await upload.getByLabel('Payment screenshot').setInputFiles(receipt);
    await upload.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(toast(page, 'Proof Uploaded!')).toBeVisible();
    await expect(upload).toBeHidden();
    await expect(row).toContainText('Proof Submitted');
    await expect(row.getByRole('button', { name: /Cancel Order/ })).toHaveCount(0);
    expect(await query('select status from store.orders where pay_code = $1', [code])).toEqual([{ status: 'proof_submitted' }]);

    // Under review, the catalogue links to the order instead of selling it again.
    await page.goto('/products');
    await expect(card.getByRole('link', { name: 'Payment Under Review' })).toBeVisible();
  });

  test('a member cancels another pending order from the dashboard', async ({ page }) => {
    const member = await createMember();
    const token = await tokenFor(member.email, member.password);
    const placed = await storeCall<{ id: string; pay_code: string }>(token, '/orders', { product: 'hourly-coaching' });
    expect(placed.status).toBe(201);
    const code = placed.json.pay_code;
    await signIn(page, member.email, member.password);
    await page.goto('/dashboard?tab=orders');
    const row = page.getByRole('article', { name: 'Hourly Coaching' });
    await expect(row.locator('code')).toHaveText(code);
    await row.getByRole('button', { name: `Cancel Order ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${code}?` });
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `Cancel Order ${code}` }).click();
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toast(page, 'Order Cancelled')).toContainText(`Order ${code} is cancelled.`);
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(
      await query(
        'select o.status, array_agg(e.status order by e.id) as history from store.orders o join store.order_events e on e.order_id = o.id where o.pay_code = $1 group by o.status',
        [code],
      ),
    ).toEqual([{ status: 'cancelled', history: ['pending_payment', 'cancelled'] }]);
    // Cancelled, the product can be bought afresh: a new order with a new pay code.
    const again = await storeCall<{ pay_code: string }>(token, '/orders', { product: 'hourly-coaching' });
    expect(again.status).toBe(201);
    expect(again.json.pay_code).not.toBe(code);
  });
});
