import { expect, type Page } from '@playwright/test';
import { query } from '../support/db';
import { remoteFiles, siteApi } from '../support/env';
import { tinyPng } from '../support/files';
import { test } from '../support/test';

const hallRemote = remoteFiles('hall');
const hallService = siteApi('hall');

async function visitedBefore(page: Page) {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
}

async function fillApplication(page: Page, name: string, email: string) {
  await page.getByRole('main').getByLabel('Full Name').fill(name);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Challenge').selectOption('Phone Made Me a Stack');
  await page.getByRole('main').getByLabel('Passive Income').fill('$300/month');
  await page.getByRole('main').getByLabel('Your Quote').fill('Stack it, then stack it again.');
}

test.describe('@hall wealth hall', () => {
  test('a first visit goes splash → access prompt → guest → hall', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'This Is Your Sign To Be More Sovereign' })).toBeVisible();
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await expect(page).toHaveURL(/\/access-prompt$/);
    await expect(page.getByText("Choose how you'd like to experience our platform")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('has_visited'))).toBe('true');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/\/guest$/);
    await expect(page.getByText('Continuing as guest. Register for full access to premium content.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_mode'))).toBe('guest');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SQW Hall' }).click();
    await expect(page.getByRole('heading', { name: 'The Path to Immortality' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The Path to Immortality' }).getByText('Immortal Investor')).toBeVisible();
    // A returning visitor gets the home page at /.
    await page.goto('/');
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test('an application with a photo reaches the database and the form clears', async ({ page }) => {
    await visitedBefore(page);
    await page.goto('/sqw-hall');
    await page.getByRole('button', { name: 'Earn Your Place' }).click();
    await fillApplication(page, 'Playwright Legend', 'pw-legend@example.com');
    await page.getByRole('main').getByLabel('Photo (optional)').setInputFiles(tinyPng);
    await expect(page.getByText('legend.png uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted!')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Full Name')).toHaveValue('');
    const rows = await query<{ status: string; photo_id: string | null; challenge: string }>(
      "select status, photo_id, challenge from hall.sqw_submissions where email = 'pw-legend@example.com'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', challenge: 'Phone Made Me a Stack' });
    expect(rows[0]!.photo_id).not.toBeNull();
    // The counters appear once there is an application.
    await expect(page.getByText('Total Applications')).toBeVisible();
  });

  test('missing required fields are named and nothing is sent', async ({ page }) => {
    await visitedBefore(page);
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && r.url().startsWith(hallService) && (posted = true));
    await page.goto('/sqw-hall');
    await page.getByRole('button', { name: 'Earn Your Place' }).click();
    await page.getByRole('main').getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Missing Required Fields')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('a failed submit keeps everything the user typed', async ({ page }) => {
    await visitedBefore(page);
    await page.route(`${hallService}/applications`, (route) => route.abort('connectionrefused'));
    await page.goto('/sqw-hall');
    await page.getByRole('button', { name: 'Earn Your Place' }).click();
    await fillApplication(page, 'Kept Values', 'kept@example.com');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Submission Failed')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Full Name')).toHaveValue('Kept Values');
    await expect(page.getByRole('main').getByLabel('Passive Income')).toHaveValue('$300/month');
    await expect(page.getByRole('main').getByLabel('Challenge')).toHaveValue('Phone Made Me a Stack');
  });

  test('approved legends show in the gallery, filter by level, and offer a certificate', async ({ page, request }) => {
    await query(`insert into hall.sqw_legends (name, username, level, title, challenge, passive_income, quote, badges)
      values ('Ivy Immortal', 'ivy', 7, 'Immortal Investor', 'Sovereign Strategy Program', '$2M/year', 'Own the clock.', '{Founder}'),
             ('Cal Commander', null, 5, 'Wealth Commander', 'Digital Asset Builder', '$90K/month', null, '{}')`);
    await visitedBefore(page);
    await page.goto('/sqw-hall');
    const cards = page.getByTestId('legend-card');
    await expect(cards.filter({ hasText: 'Ivy Immortal' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Ivy Immortal' })).toContainText('@ivy');
    await expect(cards.filter({ hasText: 'Ivy Immortal' })).toHaveAttribute('data-tier', 'crown');
    await expect(cards.filter({ hasText: 'Cal Commander' })).toHaveAttribute('data-tier', 'blue');
    await page.getByRole('button', { name: 'Immortal', exact: true }).click();
    await expect(cards.filter({ hasText: 'Cal Commander' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Ivy Immortal' })).toBeVisible();
    const href = await cards.filter({ hasText: 'Ivy Immortal' }).getByRole('link', { name: 'Certificate' }).getAttribute('href');
    const svg = await request.get(href!);
    expect(svg.headers()['content-disposition']).toContain('attachment');
    expect(await svg.text()).toContain('Ivy Immortal');
  });

  test('share copies a deep link that opens on that legend', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visitedBefore(page);
    await page.goto('/sqw-hall');
    await page.getByRole('button', { name: 'Share Ivy Immortal' }).click();
    await expect(page.getByText('Link Copied', { exact: true })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/sqw-hall\?legend=[0-9a-f-]{36}$/);
    await page.goto(link);
    await expect(page.getByRole('main').getByLabel('Shared legend').getByText('Ivy Immortal')).toBeVisible();
  });

  test('with the hall remote unreachable the hall shows its fallback and the rest works', async ({ page }) => {
    await visitedBefore(page);
    await page.route(`${hallRemote}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/sqw-hall');
    await expect(page.getByText('The SQW Hall is unavailable right now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Client Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('#hero-title')).toBeVisible();
    // Back on the hall with the remote reachable again, Retry recovers without a reload.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SQW Hall' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute(`${hallRemote}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'The Path to Immortality' })).toBeVisible();
  });

  test('with the hall service down the gallery says so and offers Retry', async ({ page }) => {
    await visitedBefore(page);
    await page.route(`${hallService}/legends**`, (route) => route.abort('connectionrefused'));
    await page.goto('/sqw-hall');
    await expect(page.getByText('Unable to load the legends gallery. Please try again later.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Path to Immortality' })).toBeVisible();
  });

  test('the home page fetches no hall code', async ({ page }) => {
    await visitedBefore(page);
    const hallRequests: string[] = [];
    page.on('request', (r) => (r.url().startsWith(hallRemote) || r.url().startsWith(hallService)) && hallRequests.push(r.url()));
    await page.goto('/');
    await expect(page.locator('#hero-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(hallRequests).toEqual([]);
  });

  test('pointing at a link to the hall fetches its code before the click', async ({ page }) => {
    await visitedBefore(page);
    const fetched: string[] = [];
    page.on('request', (r) => r.url().startsWith(hallRemote) && fetched.push(r.url()));
    await page.goto('/privacy-policy');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SQW Hall' }).hover();
    await expect.poll(() => fetched.some((u) => u.includes('HallPage'))).toBe(true);
    expect(fetched.some((u) => u.endsWith('remoteEntry.js') || u.endsWith('mf-manifest.json'))).toBe(true);
  });
});
