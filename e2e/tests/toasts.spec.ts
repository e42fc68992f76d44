import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function sendContactMessage(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('has_visited', 'true');
    localStorage.setItem('guide_popup', JSON.stringify({ outcome: 'requested', at: Date.now() }));
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name').fill('Toast Check');
  await form.getByLabel('Email').fill('toast-check@example.com');
  await form.getByLabel('Message').fill('Where does the toast go?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  return form;
}

test.describe('@shell toasts never cover the form they report on', () => {
  for (const width of [390, 1366]) {
    test(`at ${width} px the toast stays over the header band, clear of the form`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 844 });
      const form = await sendContactMessage(page);
      const toast = page.getByTestId('toast').last();
      await expect(toast).toContainText("Thank you for your message. We'll get back to you soon!");
      const header = (await page.locator('header').first().boundingBox())!;
      const box = (await toast.boundingBox())!;
      await page.screenshot({ path: info.outputPath(`toast-${width}.png`) });
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
      // What the visitor sees of each control lies below the header band, and the toast never on it.
      const bandEnd = header.y + header.height;
      for (const control of [form.getByLabel('Name'), form.getByLabel('Message'), form.getByRole('button', { name: 'Send Message' })]) {
        const c = (await control.boundingBox())!;
        const top = Math.max(c.y, bandEnd);
        if (c.y + c.height > top) expect(overlaps(box, { ...c, y: top, height: c.y + c.height - top })).toBe(false);
      }
    });
  }
});
