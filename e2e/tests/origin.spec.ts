import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { query } from '../support/db';
import { SITE } from '../support/env';
import { test } from '../support/test';

/** The production gateway's Content-Security-Policy, as its nginx config states it. */
const productionCsp = () =>
  readFileSync(resolve(import.meta.dirname, '../../infra/deploy/nginx/headers.conf'), 'utf8').match(/Content-Security-Policy "([^"]+)"/)![1];

test.describe('@shell one origin, as in production', () => {
  test('the site works from whatever address serves it: pages, remotes and APIs from 127.0.0.1', async ({ page }) => {
    const site = `http://127.0.0.1:${new URL(SITE).port}`;
    const failed: string[] = [];
    page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
    page.on('requestfailed', (r) => void failed.push(`failed ${r.url()}`));
    await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
    await page.goto(`${site}/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Name').fill('Origin Check');
    await form.getByLabel('Email').fill('origin-check@example.com');
    await form.getByLabel('Message').fill('Sent from another address.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible();
    expect(await query("select name from site.contact_messages where email = 'origin-check@example.com'")).toEqual([{ name: 'Origin Check' }]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SQW Hall' }).click();
    await expect(page.getByRole('heading', { name: 'The Path to Immortality' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hall of Legends' })).toBeVisible();
    await expect(page.getByText('Unable to load the legends gallery. Please try again later.')).toHaveCount(0);
    expect(failed).toEqual([]);
  });

  test('every answer carries the production security headers, and the site runs under its CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => void (/Content Security Policy/i.test(m.text()) && violations.push(m.text())));
    const res = await page.goto('/sqw-hall');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toBe(productionCsp());
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    for (const path of ['/config.json', '/api/site/ventures']) {
      expect((await page.request.get(path)).headers()['content-security-policy']).toBe(productionCsp());
    }
    await expect(page.getByRole('heading', { name: 'The Path to Immortality' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('crawlers get robots.txt and a sitemap of the live public pages from the site origin', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // The released areas' public pages; never a member's or the admin's.
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/sqw-hall`, `${SITE}/products`]));
    expect(locs.filter((l) => /\/(dashboard|admin)\b/.test(l!))).toEqual([]);
  });
});
