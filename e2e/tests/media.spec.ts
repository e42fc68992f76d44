import { expect, type Locator, type Page } from '@playwright/test';
import { query } from '../support/db';
import { siteApi } from '../support/env';
import { test } from '../support/test';

const mediaService = siteApi('media');
const SUCCESS = "Form submitted successfully! We'll get back to you within 24 hours.";

type Row = {
  form_type: string;
  name: string;
  property_address: string | null;
  project_type: string | null;
  timeline: string;
  add_on: string | null;
  budget: string | null;
};
const rowsFor = (email: string) =>
  query<Row>('select form_type, name, property_address, project_type, timeline, add_on, budget from media.proposals where email = $1', [email]);

async function fillEstate(dialog: Locator, name: string, email: string) {
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+1 555 0100');
  await dialog.getByLabel('Property Address').fill('12 Skyline Drive, Malibu');
  await dialog.getByLabel('Property Value').selectOption('2m-5m');
  await dialog.getByLabel('Timeline').selectOption('within-week');
  await dialog.getByLabel('Project Description').fill('Listing photos, drone film and a twilight set.');
}

const openPage = async (page: Page) => {
  await page.goto('/sovereign-skies');
  await expect(page.getByRole('heading', { name: 'Media That Sells Luxury' })).toBeVisible();
};

test.describe('@media sovereign skies', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  });

  test('the page lists services, both package families, the add-ons and the creative work; Book a Shoot leads to contact', async ({ page }) => {
    await openPage(page);
    await expect(page.getByRole('region', { name: 'Real Estate Media Services' }).getByRole('listitem')).toHaveCount(6);
    const estate = page.getByRole('region', { name: 'Real Estate Packages' }).getByTestId('package');
    await expect(estate).toHaveCount(4);
    await expect(estate.filter({ hasText: 'Premium' })).toContainText('Most Popular');
    await expect(estate.filter({ hasText: 'Premium' })).toContainText('$899');
    await expect(estate.filter({ hasText: 'Luxury Elite' })).toContainText('$1,499');
    await expect(estate.filter({ hasText: 'Sovereign' })).toContainText('Custom');
    await expect(page.getByText('Most Popular')).toHaveCount(2);
    const service = page.getByRole('region', { name: 'Service Business Packages' }).getByTestId('package');
    await expect(service.filter({ hasText: 'Standard Shoot' })).toContainText('Most Popular');
    await expect(service.filter({ hasText: 'Elite Shoot' })).toContainText('$1,200');
    const addOns = page.getByTestId('add-on');
    await expect(addOns).toHaveCount(10);
    await expect(addOns.filter({ hasText: 'Social Media Starter' })).toContainText('$350/mo');
    await expect(addOns.filter({ hasText: 'Logo Animation' })).toContainText('$75');
    await expect(page.getByText('All add-ons combine with both real-estate and service-business packages.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Creative Production' })).toContainText('Music Video Production');

    await service.filter({ hasText: 'Basic Shoot' }).getByRole('button', { name: 'Book a Shoot' }).click();
    const contactTitle = page.getByRole('heading', { name: 'Ready to Elevate Your Media?' });
    await expect(contactTitle).toBeInViewport();
    await expect(contactTitle).toBeFocused();
  });

  test('an estate proposal is stored with its form type, then the modal closes and clears', async ({ page }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Get Estate Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Estate Proposal' });
    await expect(dialog.getByLabel('Project Type')).toHaveCount(0);
    await fillEstate(dialog, 'Estelle Estate', 'pw-estate@example.com');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await rowsFor('pw-estate@example.com')).toEqual([
      {
        form_type: 'estate',
        name: 'Estelle Estate',
        property_address: '12 Skyline Drive, Malibu',
        project_type: null,
        timeline: 'within-week',
        add_on: null,
        budget: null,
      },
    ]);
    await page.getByRole('button', { name: 'Get Estate Proposal' }).click();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await expect(dialog.getByLabel('Property Address')).toHaveValue('');
  });

  test('a creative brief is stored with its form type and without estate fields', async ({ page }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Start Creative Brief' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Creative Brief' });
    await expect(dialog.getByLabel('Property Address')).toHaveCount(0);
    // Required fields are named before anything is sent.
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Please choose a project type from the list.')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Cora Creative');
    await dialog.getByLabel('Email').fill('pw-creative@example.com');
    await dialog.getByLabel('Project Type').selectOption({ label: 'Music Video' });
    await dialog.getByLabel('Timeline').selectOption({ label: 'Within a quarter' });
    await dialog.getByLabel('Budget').selectOption({ label: '$15K - $30K' });
    await dialog.getByLabel('Project Description').fill('A music video shot on rooftops at golden hour.');
    await expect(dialog.getByText('Please choose a project type from the list.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await rowsFor('pw-creative@example.com')).toEqual([
      {
        form_type: 'creative',
        name: 'Cora Creative',
        property_address: null,
        project_type: 'music-video',
        timeline: 'within-quarter',
        add_on: null,
        budget: '15k-30k',
      },
    ]);
  });

  test('Request Quote names the add-on in the form and sends it', async ({ page }) => {
    await openPage(page);
    await page.getByTestId('add-on').filter({ hasText: 'Drone-Only Session' }).getByRole('button', { name: 'Request Quote' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('proposal-add-on')).toHaveText('Add-on: Drone-Only Session ($200)');
    await fillEstate(dialog, 'Quinn Quote', 'pw-quote@example.com');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(await rowsFor('pw-quote@example.com')).toMatchObject([{ form_type: 'estate', add_on: 'drone-only' }]);
  });

  test('a failed submit keeps every answer and says so', async ({ page }) => {
    await page.route(`${mediaService}/proposals`, (route) => route.abort('connectionrefused'));
    await openPage(page);
    await page.getByRole('button', { name: 'Get Estate Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Estate Proposal' });
    await fillEstate(dialog, 'Kept Answers', 'pw-kept@example.com');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Error submitting form')).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Kept Answers');
    await expect(dialog.getByLabel('Email')).toHaveValue('pw-kept@example.com');
    await expect(dialog.getByLabel('Property Address')).toHaveValue('12 Skyline Drive, Malibu');
    await expect(dialog.getByLabel('Property Value')).toHaveValue('2m-5m');
    await expect(dialog.getByLabel('Timeline')).toHaveValue('within-week');
    await expect(dialog.getByLabel('Project Description')).toHaveValue('Listing photos, drone film and a twilight set.');
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(await rowsFor('pw-kept@example.com')).toEqual([]);
  });

  test('Escape closes the modal and focus returns to the button that opened it', async ({ page }) => {
    await openPage(page);
    const opener = page.getByRole('button', { name: 'Start Creative Brief' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start Creative Brief' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the page fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Get Estate Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Estate Proposal' });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });

  test('on a phone, Book a Shoot from the first package still lands on the contact section', async ({ page }) => {
    // The sections in between are taller on a phone than the estimate they count at until rendered.
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page);
    const estate = page.getByRole('region', { name: 'Real Estate Packages' }).getByTestId('package');
    await estate.first().getByRole('button', { name: 'Book a Shoot' }).click();
    const contactTitle = page.getByRole('heading', { name: 'Ready to Elevate Your Media?' });
    await expect(contactTitle).toBeInViewport();
    await expect(contactTitle).toBeFocused();
  });
});
