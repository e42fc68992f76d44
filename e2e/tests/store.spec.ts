import { expect, type Page } from '@playwright/test';
import { createMember, localAdmin, signIn, tokenFor } from '../support/auth';
import { query } from '../support/db';
import { siteApi } from '../support/env';
import { layoutShifts, recordLayoutShifts } from '../support/pages';
import { storeCall } from '../support/store';
import { tinyPng } from '../support/files';
import { test } from '../support/test';

const VERIFIED = 'Payment verified! Your download will start shortly.';
const FAILED = 'Payment verification failed. Please try again or contact support.';

/** A PNG big enough (1.5 MB) that a throttled upload shows its progress; the service sniffs the signature. */
const bigPng = { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.concat([tinyPng.buffer, Buffer.alloc(1_500_000)]) };

/** Slows uploads down so the progress bar can be seen moving. */
async function throttleUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
}

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  // The payment app is external; the tests only check that the right link opens.
  await context.route('https://cash.app/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Cash App</title>' }));
});

test.describe('@store products, purchases and member resources', () => {
  test('on a phone, the catalogue arriving late moves nothing the first screen shows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The list answers after the page has painted, as on a slow connection.
    await page.route(`${siteApi('store')}/products*`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/products');
    await expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('a visitor sees the catalogue with Sign In to Purchase, and comes back after signing in', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByText('Register to view and purchase premium products')).toBeVisible();
    const course = page.getByRole('article', { name: 'Full Sovereign Course' });
    await expect(course.getByText('$1,000', { exact: true })).toBeVisible();
    await expect(course.getByText('Course', { exact: true })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('button', { name: 'Purchase Now' })).toHaveCount(0);
    await course.getByRole('link', { name: 'Sign In to Purchase' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const member = await createMember();
    await page.getByRole('main').getByLabel('Email').fill(member.email);
    await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('article', { name: 'Full Sovereign Course' }).getByRole('button', { name: 'Purchase Now' })).toBeVisible();
  });

  test('the public digital products page shows the catalogue from the service', async ({ page }) => {
    await page.goto('/guest/products');
    await expect(page.getByRole('heading', { name: 'Digital Products', level: 1 })).toBeVisible();
    const cards = page.getByTestId('catalogue-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: 'Members Only' })).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Sovereign Budget Workbook' })).toContainText('$19.99');
    await expect(cards.filter({ hasText: 'Sovereign Budget Workbook' })).not.toContainText('Members Only');
    await expect(page.getByRole('link', { name: /^Register to Buy/ }).first()).toHaveAttribute('href', '/register');
    await expect(page.getByRole('heading', { name: 'Premium Member Resources' })).toBeVisible();
    for (const perk of ['Complete Guides', 'Templates & Tools', 'Exclusive Content']) await expect(page.getByRole('heading', { name: perk })).toBeVisible();
    await page.getByRole('link', { name: 'Register Now for Full Access' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a member buys a course end to end: order, copied pay code, proof uploaded with progress', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/products');
    await page.getByRole('article', { name: 'Full Sovereign Course' }).getByRole('button', { name: 'Purchase Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await expect(dialog.getByRole('region', { name: 'Review your order' })).toContainText('$1,000.00');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

    const code = (await dialog.getByLabel('Pay code').textContent())!.trim();
    await expect(toast(page, 'Order Created!')).toContainText(`Your order ${code} has been created. Please complete payment.`);
    await dialog.getByRole('button', { name: 'Copy Code' }).click();
    await expect(toast(page, 'Copied!')).toContainText('Pay code copied to clipboard');
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(dialog.getByRole('button', { name: 'Copy Code' })).toBeVisible({ timeout: 4000 });
    await expect(dialog.getByRole('link', { name: 'Pay $1,000.00 with Cash App' })).toHaveAttribute('href', /^https:\/\/cash\.app\/\$[A-Za-z0-9_]+\/1000$/);

    await expect(dialog.getByRole('button', { name: 'Upload Proof' })).toBeDisabled();
    await dialog.getByLabel('Payment screenshot').setInputFiles(bigPng);
    await dialog.getByLabel('Note (optional)').fill('Paid from $PlaywrightMember');
    await throttleUploads(page);
    await dialog.getByRole('button', { name: 'Upload Proof' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Proof upload progress' });
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuenow', '0');
    await expect(toast(page, 'Proof Uploaded!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('region', { name: 'Proof submitted' })).toContainText('Proof Submitted');

    const rows = await query<{ status: string; amount_cents: number; note: string; proof_size: number }>(
      'select status, amount_cents, note, proof_size from store.orders where pay_code = $1',
      [code],
    );
    expect(rows).toEqual([{ status: 'proof_submitted', amount_cents: 100_000, note: 'Paid from $PlaywrightMember', proof_size: bigPng.buffer.length }]);
  });

  test('a premium resource stays locked until an admin marks it paid, then the right code unlocks it', async ({ page, context }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Account Setup', level: 2 })).toBeVisible();
    await expect(page.getByTestId('resource-card')).toHaveCount(8);

    // A free resource downloads a real PDF.
    const free = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Account Setup Checklist' }).click();
    expect((await free).suggestedFilename()).toMatch(/\.pdf$/);

    const card = page.getByRole('article', { name: 'Crypto Fundamentals Guide' });
    await expect(card.getByText('Premium', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Purchase Crypto Fundamentals Guide for $5.00' }).click();
    const form = page.getByRole('form', { name: 'Payment details' });
    await expect(form.getByLabel('Email')).toHaveValue(member.email);
    await form.getByRole('button', { name: 'Continue to Pay $5.00' }).click();
    await expect(form.getByText('Please fill out all required fields')).toBeVisible();
    await form.getByLabel('Cash App Tag').fill('$PlaywrightPayer');
    const payment = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Continue to Pay $5.00' }).click();
    const tab = await payment;
    const [order] = await query<{ id: string; pay_code: string }>("select id, pay_code from store.orders where customer_email = $1 and kind = 'resource'", [
      member.email,
    ]);
    expect(tab.url()).toContain(`/5?note=${order!.pay_code}`);
    await tab.close();

    // Before the payment is confirmed there is no code: any code is refused, and the file stays locked.
    const verify = page.getByRole('dialog', { name: 'Enter Verification Code' });
    await expect(verify).toBeVisible();
    await expect(verify.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await verify.getByLabel('4-digit code').fill('12ab34');
    await expect(verify.getByLabel('4-digit code')).toHaveValue('1234');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByText(/We haven't confirmed this payment yet/)).toBeVisible();
    await verify.getByRole('button', { name: 'Close' }).click();
    await expect(card).toContainText(`Payment pending (order ${order!.pay_code})`);
    const token = await tokenFor(member.email, member.password);
    const resourceId = (await query<{ id: string }>("select id from store.resources where slug = 'crypto-fundamentals'"))[0]!.id;
    expect((await storeCall(token, `/resources/${resourceId}/download-link`)).status).toBe(403);

    const admin = localAdmin();
    const paid = await storeCall<{ status: string }>(await tokenFor(admin.email, admin.password), `/admin/orders/${order!.id}/mark-paid`, {});
    expect(paid.json.status).toBe('paid');
    const [{ unlock_code: right }] = (await query<{ unlock_code: string }>('select unlock_code from store.orders where id = $1', [order!.id])) as [
      { unlock_code: string },
    ];

    await page.reload();
    await expect(card).toContainText('Payment confirmed');
    await card.getByRole('button', { name: 'Enter code for Crypto Fundamentals Guide' }).click();
    const wrong = right === '0000' ? '1111' : '0000';
    await verify.getByLabel('4-digit code').fill(wrong);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByText(FAILED, { exact: false })).toBeVisible();
    await expect(card.getByText('Purchased', { exact: true })).toHaveCount(0);

    await verify.getByLabel('4-digit code').fill(right);
    const premium = page.waitForEvent('download');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, VERIFIED)).toBeVisible();
    expect((await premium).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(card.getByText('Purchased', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download Crypto Fundamentals Guide' })).toBeVisible();
    expect((await storeCall(token, `/resources/${resourceId}/download-link`)).status).toBe(200);
  });

  test('plans and the blueprint start the same purchase flow', async ({ page }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/pricing');
    const cards = page.getByTestId('plan-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('$29/month');
    await expect(cards.nth(1)).toContainText('Most Popular');
    await expect(cards.nth(1)).toContainText('$79/month');
    await expect(cards.nth(2)).toContainText('$199/month');
    await expect(page.getByText('Pay with Cash App, your pay code in the note')).toBeVisible();
    await page.getByRole('button', { name: 'Can I change plans later?' }).click();
    await expect(page.getByText(/change plans at any time/)).toBeVisible();
    await cards.nth(1).getByRole('button', { name: 'Choose Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const code = (await dialog.getByLabel('Pay code').textContent())!.trim();
    const [plan] = await query<{ slug: string; amount_cents: number }>(
      'select p.slug, o.amount_cents from store.orders o join store.products p on p.id = o.product_id where o.pay_code = $1',
      [code],
    );
    expect(plan).toEqual({ slug: 'plan-premium', amount_cents: 7_900 });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/invisible-empire-blueprint');
    await expect(page.getByRole('heading', { name: 'The Triangle of Control' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Course Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('button', { name: 'Unlock the Full Toolkit for $297' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Purchase' })).toContainText('$297.00');
  });
});
