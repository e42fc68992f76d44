import { expect, type Locator, type Page } from '@playwright/test';
import { query } from '../support/db';
import { localAdmin, tokenFor } from '../support/auth';
import { serviceOrigin, siteApi, SITE } from '../support/env';
import { test } from '../support/test';

const submissions = `${siteApi('web-essentials')}/submissions`;

type Row = {
  status: string;
  selection_type: string;
  package: string | null;
  bundle: string | null;
  add_ons: string[];
  hosting: string | null;
  maintenance: string | null;
  bundle_hosting_maintenance: string | null;
  pages: string;
  contact_form: boolean;
  need_domain_help: boolean;
  contact_name: string;
  quote: { one_time_total: number; deposit_due: number; monthly_total: number; savings: { one_time: number; monthly: number } };
};
const storedFor = (email: string) => query<Row>('select * from webbuild.submissions where contact_email = $1', [email]);

async function openQuestionnaire(page: Page): Promise<Locator> {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await page.goto('/web-essentials');
  await page.getByRole('button', { name: 'Start Your Project' }).click();
  return page.getByRole('form', { name: 'Project Questionnaire' });
}

async function fillBusiness(form: Locator, name: string, email: string) {
  await form.getByLabel('Business Name').fill(name);
  await form.getByLabel('Tagline').fill('Bread worth waking up for');
  await form.getByLabel('Business Description').fill('A neighbourhood bakery with sourdough, pastries and catering.');
  await form.getByLabel('Main Services or Products').fill('Bread, cakes, catering');
  await form.getByLabel('Your Name').fill('Ada Stone');
  await form.getByLabel('Email').fill(email);
}

/** The submission as the admin panel's API lists it (searched by business name). */
async function findByAdmin(businessName: string) {
  const admin = localAdmin();
  const res = await fetch(`${serviceOrigin('webEssentials')}/admin/submissions?search=${encodeURIComponent(businessName)}`, {
    headers: { authorization: `Bearer ${await tokenFor(admin.email, admin.password)}` },
  });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: Record<string, unknown>[] };
  return items.find((i) => i.business_name === businessName);
}

const total = (page: Page, name: string) => page.getByTestId('live-quote').locator(`[data-total="${name}"]`);

test.describe('@web-essentials web-build service page', () => {
  test('the page shows the price table and the deposit statement', async ({ page }) => {
    await openQuestionnaire(page);
    const premium = page
      .getByRole('region', { name: 'Website Packages' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await expect(premium).toContainText('$1,225');
    await expect(premium).toContainText('7 pages');
    await expect(premium).toContainText('$612.50 deposit to begin');
    await expect(page.getByText('No work begins until the deposit is confirmed.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add-Ons' }).getByText('about $100')).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit .+ \(opens in a new tab\)/ })).toHaveCount(2);
  });

  test('an individual questionnaire is stored with the quote the server computed', async ({ page }) => {
    const form = await openQuestionnaire(page);
    await fillBusiness(form, 'Stone Bakery', 'e2e-individual@example.com');
    await form.getByLabel('Website Package').selectOption('premium');
    await form.getByLabel('Extra page — $200').check();
    await form.getByLabel('Booking tool — $125').check();
    await form.getByLabel('Hosting', { exact: true }).selectOption('standard');
    await form.getByLabel('Maintenance', { exact: true }).selectOption('basic');
    await expect(total(page, 'monthly')).toHaveText('$150/month');
    await form.getByLabel('Hosting & Maintenance Bundle').selectOption('standard-bundle');
    await expect(form.getByLabel('Hosting', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Maintenance', { exact: true })).toBeDisabled();
    await form.getByLabel('Pages').fill('6');
    await form.getByLabel('I need help with my domain').check();
    await expect(total(page, 'one-time')).toHaveText('$1,550');
    await expect(total(page, 'deposit')).toHaveText('$775');
    await expect(total(page, 'monthly')).toHaveText('$125/month');
    await expect(total(page, 'savings')).toHaveText('$25/month');

    // Hold the real request a moment so the in-flight label can be seen; it is still sent as is.
    await page.route(submissions, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByText('Project Submitted Successfully!')).toBeVisible();
    await expect(page.getByText('Our team will contact you within 24 hours', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Business Name')).toHaveValue('');
    await expect(form.getByLabel('Pages')).toHaveValue('Use Default Layout');
    await expect(total(page, 'one-time')).toHaveText('$0');

    const rows = await storedFor('e2e-individual@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      selection_type: 'individual',
      package: 'premium',
      bundle: null,
      add_ons: ['extra-page', 'booking-tool'],
      hosting: null,
      maintenance: null,
      bundle_hosting_maintenance: 'standard-bundle',
      pages: '6',
      contact_form: true,
      need_domain_help: true,
      contact_name: 'Ada Stone',
    });
    expect(rows[0]!.quote).toMatchObject({ one_time_total: 1550, deposit_due: 775, monthly_total: 125, savings: { one_time: 0, monthly: 25 } });
    // The confirmation and the business notice wait in the service's outbox.
    const mails = await query<{ subject: string }>("select subject from webbuild.outbox where subject like '%Stone Bakery%'");
    expect(mails).toHaveLength(2);
    // The admin side finds it through the service's admin API.
    await expect(findByAdmin('Stone Bakery')).resolves.toMatchObject({
      business_name: 'Stone Bakery',
      status: 'pending',
      contact_email: 'e2e-individual@example.com',
    });
  });

  test('a bundle questionnaire is stored with the bundle and its setup discount', async ({ page }) => {
    const form = await openQuestionnaire(page);
    await fillBusiness(form, 'Summit Studio', 'e2e-bundle@example.com');
    // Keyboard: the arrow keys move between the two build types.
    await form.getByLabel('Individual packages').focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('A build bundle')).toBeChecked();
    await expect(form.getByLabel('Website Package')).toHaveCount(0);
    await form.getByLabel('Bundle Package').selectOption('growth-pro');
    await form.getByLabel('Testimonials — $65').check();
    await expect(total(page, 'one-time')).toHaveText('$1,765');
    await expect(total(page, 'deposit')).toHaveText('$882.50');
    await expect(total(page, 'monthly')).toHaveText('$325/month');
    await expect(total(page, 'savings')).toHaveText('$75 on setup');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await expect(page.getByText('Project Submitted Successfully!')).toBeVisible();

    const rows = await storedFor('e2e-bundle@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      selection_type: 'bundle',
      bundle: 'growth-pro',
      package: null,
      add_ons: ['testimonials'],
      pages: 'Use Default Layout',
    });
    expect(rows[0]!.quote).toMatchObject({ one_time_total: 1765, deposit_due: 882.5, monthly_total: 325, savings: { one_time: 75, monthly: 0 } });
  });

  test("the spec's validation messages show, nothing is sent, and they clear as fields are fixed", async ({ page }) => {
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && r.url() === submissions && (posted = true));
    const form = await openQuestionnaire(page);
    await form.getByLabel('Business Description').fill('Too short');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    for (const message of [
      'Business name is required',
      'Please provide at least a brief description',
      'Please list your main services or products',
      'Please enter your name',
      'Please enter a valid email.',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Business Name')).toBeFocused();
    await form.getByLabel('Business Name').fill('Fixed Name');
    await expect(form.getByText('Business name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Please enter a valid email.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a failed submit keeps every answer and shows what the server refused', async ({ page }) => {
    const form = await openQuestionnaire(page);
    await fillBusiness(form, 'Kept Values Co', 'e2e-kept@example.com');
    await form.getByLabel('Website Package').selectOption('authority');
    await form.getByLabel('Gallery/slider — $85').check();
    await form.getByLabel('Hosting', { exact: true }).selectOption('high-end');
    await form.getByLabel('I will provide photos and testimonials').check();
    await form.getByLabel('Notes').fill('Please call after 5pm.');

    await page.route(submissions, (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await expect(page.getByText('Submission Failed')).toBeVisible();
    await expect(page.getByText('There was an error submitting your project. Please try again or contact support.')).toBeVisible();
    await expect(form.getByLabel('Business Name')).toHaveValue('Kept Values Co');
    await expect(form.getByLabel('Website Package')).toHaveValue('authority');
    await expect(form.getByLabel('Gallery/slider — $85')).toBeChecked();
    await expect(form.getByLabel('Hosting', { exact: true })).toHaveValue('high-end');
    await expect(form.getByLabel('I will provide photos and testimonials')).toBeChecked();
    await expect(form.getByLabel('Notes')).toHaveValue('Please call after 5pm.');
    await expect(total(page, 'monthly')).toHaveText('from $500/month');

    // A refusal naming a field is shown at that field.
    await page.unroute(submissions);
    await page.route(submissions, (route) =>
      route.fulfill({
        status: 400,
        headers: { 'access-control-allow-origin': SITE, 'content-type': 'application/json' },
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'services: Must be at most 2000 characters',
            details: [{ path: 'services', message: 'Must be at most 2000 characters' }],
          },
        }),
      }),
    );
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await expect(form.getByText('Must be at most 2000 characters')).toBeVisible();
    await expect(form.getByLabel('Main Services or Products')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Main Services or Products')).toHaveValue('Bread, cakes, catering');
    expect(await storedFor('e2e-kept@example.com')).toHaveLength(0);
  });

  test('on a 390px screen nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openQuestionnaire(page);
    await expect(page.getByTestId('live-quote')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("on a 390px screen the opening's buttons land on their sections", async ({ page }) => {
    // The sections in between are taller on a phone than the estimate they count at until rendered.
    await page.setViewportSize({ width: 390, height: 844 });
    await openQuestionnaire(page);
    await expect(page.getByRole('heading', { name: 'Project Questionnaire' })).toBeInViewport();
    await page.goto('/web-essentials');
    await page.getByRole('button', { name: 'View Packages' }).click();
    await expect(page.getByRole('heading', { name: 'Website Packages' })).toBeInViewport();
  });
});
