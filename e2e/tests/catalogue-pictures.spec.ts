import { expect, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';
import { SITE, serviceOrigin } from '../support/env';
import { waitForAppOnNavigation } from '../support/pages';
import { gradientPng } from '../support/png';
import { test } from '../support/test';

const cover = { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(320, 180) };

/** The store's first catalogue item, as the service lists it. */
async function firstItem(): Promise<{ id: string; title: string }> {
  const res = await fetch(`${serviceOrigin('store')}/catalogue`);
  return ((await res.json()) as { items: { id: string; title: string }[] }).items[0]!;
}

async function productPictures(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin panels' })
    .getByRole('link', { name: /^Content Management/ })
    .click();
  await page.getByRole('group', { name: 'Content sections' }).getByRole('button', { name: 'Product Pictures' }).click();
  await expect(page.getByRole('heading', { name: 'Product Pictures' })).toBeVisible();
}

/** The public digital-products page as a visitor (no session) sees it. */
async function visitorCard(browser: Browser, title: string) {
  const visitor = await browser.newPage();
  waitForAppOnNavigation(visitor);
  await visitor.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await visitor.goto('/guest/products');
  return { visitor, card: visitor.getByRole('article', { name: title }) };
}

test.describe('@admin @store catalogue pictures', () => {
  test('the admin uploads a product picture and a visitor sees it on the store page; removed, the initials are back', async ({ page, browser }) => {
    const item = await firstItem();
    await signInAsAdmin(page);
    await productPictures(page);
    const card = page.getByRole('article', { name: item.title });
    await expect(card.getByText('No picture: the site shows the initials.')).toBeVisible();
    await card.getByLabel(`Upload image for ${item.title}`).setInputFiles(cover);
    await expect(page.getByText(`Picture of ${item.title} saved`)).toBeVisible();
    await expect(card.getByRole('img', { name: `Current picture of ${item.title}` })).toBeVisible();

    const { visitor, card: shown } = await visitorCard(browser, item.title);
    const img = shown.getByRole('img', { name: `${item.title} cover` });
    await expect(img).toBeVisible();
    // Served by the store through the site's own origin, and allowed by the page's CSP: it loaded.
    expect(await img.getAttribute('src')).toMatch(new RegExp(`^${SITE}/api/store/catalogue/${item.id}/image\\?v=[0-9a-f]{8}$`));
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
    // The same 16:9 frame as the initials, so the grid does not move when the picture arrives.
    const box = (await img.boundingBox())!;
    expect(Math.round((box.width / box.height) * 9)).toBe(16);

    await card.getByRole('button', { name: `Remove image of ${item.title}` }).click();
    await expect(page.getByText(`Picture of ${item.title} removed`)).toBeVisible();
    await expect(card.getByText('No picture: the site shows the initials.')).toBeVisible();
    await visitor.reload();
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('img')).toHaveCount(0);
    await visitor.close();
  });
});
