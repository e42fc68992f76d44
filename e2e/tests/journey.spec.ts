import { expect, type Browser, type Page } from '@playwright/test';
import { openCard } from '../support/admin';
import { firstLink, latestMail, signInAsAdmin, uniqueEmail } from '../support/auth';
import { query } from '../support/db';
import { tinyPng } from '../support/files';
import { waitForAppOnNavigation } from '../support/pages';
import { test } from '../support/test';

const main = (page: Page) => page.getByRole('main');

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  waitForAppOnNavigation(page);
  await signInAsAdmin(page);
  return page;
}

test.describe('@journey one visitor across every remote', () => {
  test.setTimeout(240_000);

  test('guest → member → purchase → admin verification → dashboard → questionnaire → proposal → legend', async ({ page, browser }) => {
    const email = uniqueEmail('journey');
    const legendName = `Journey Legend ${Date.now()}`;

    // A first visit: splash, access prompt, guest.
    await page.goto('/');
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/\/guest$/);

    // The guest registers and confirms from the e-mail: signed in on the dashboard (store remote).
    await page.goto('/register');
    await main(page).getByLabel('First Name').fill('Jordan');
    await main(page).getByLabel('Last Name').fill('Journey');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password').fill('journey-password-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Account created successfully! Please check your email for verification.')).toBeVisible();
    await page.goto(firstLink((await latestMail(email)).text));
    await expect(page).toHaveURL(/\/dashboard/);

    // A purchase with a payment proof (store remote).
    await page.goto('/products');
    await page.getByRole('article', { name: 'Full Sovereign Course' }).getByRole('button', { name: 'Purchase Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const payCode = (await dialog.getByLabel('Pay code').textContent())!.trim();
    await dialog.getByLabel('Payment screenshot').setInputFiles(tinyPng);
    await dialog.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Proof Uploaded!' })).toBeVisible();
    await page.keyboard.press('Escape');

    // An admin verifies it from the proof (admin remote, loaded only for the admin).
    const admin = await adminPage(browser);
    await openCard(admin, 'Orders & Payments');
    await admin.getByRole('button', { name: `Review order ${payCode}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Mark Paid' }).click();
    await expect(admin.getByText(`Order ${payCode} marked paid`)).toBeVisible();

    // The member's dashboard shows the order paid and the course unlocked.
    await page.goto('/dashboard?tab=orders');
    const order = page.getByRole('tabpanel').getByRole('article', { name: 'Full Sovereign Course' });
    await expect(order.getByText('$1,000.00')).toBeVisible();
    await expect(order.getByText('Paid', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'My Courses' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Full Sovereign Course' })).toBeVisible();

    // A web-build questionnaire (web-essentials remote), prefilled for the member.
    await page.goto('/web-essentials');
    await page.getByRole('button', { name: 'Start Your Project' }).click();
    const form = page.getByRole('form', { name: 'Project Questionnaire' });
    await form.getByLabel('Business Name').fill('Journey Goods');
    await form.getByLabel('Business Description').fill('Hand-made goods for people who value craft.');
    await form.getByLabel('Main Services or Products').fill('Leather goods');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Website Package').selectOption('basic');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await expect(page.getByText('Project Submitted Successfully!')).toBeVisible();

    // An estate proposal (media remote).
    await page.goto('/sovereign-skies');
    await page.getByRole('button', { name: 'Get Estate Proposal' }).click();
    const proposal = page.getByRole('dialog', { name: 'Get Estate Proposal' });
    await proposal.getByLabel('Full Name').fill('Jordan Journey');
    await proposal.getByLabel('Email').fill(email);
    await proposal.getByLabel('Property Address').fill('1 Journey Way');
    await proposal.getByLabel('Timeline').selectOption('flexible');
    await proposal.getByLabel('Project Description').fill('Photos and a drone film for a listing.');
    await proposal.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText("Form submitted successfully! We'll get back to you within 24 hours.")).toBeVisible();

    // A legend application (hall remote), approved by the admin into the hall.
    await page.goto('/sqw-hall');
    await page.getByRole('button', { name: 'Earn Your Place' }).click();
    await main(page).getByLabel('Full Name').fill(legendName);
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Challenge').selectOption('Passive Income Accelerator');
    await main(page).getByLabel('Passive Income').fill('$2,000/month');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted!')).toBeVisible();
    await openCard(admin, 'Legend Applications');
    await admin.getByRole('button', { name: `Review application from ${legendName}` }).click();
    await admin.getByRole('dialog').getByLabel('Level').selectOption('4');
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve Legend' }).click();
    await expect(admin.getByText(`${legendName} is now a legend`)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('legend-card').filter({ hasText: legendName })).toBeVisible();

    // Everything the journey did is stored where it belongs.
    const [paid] = await query<{ status: string }>('select status from store.orders where pay_code = $1', [payCode]);
    expect(paid?.status).toBe('paid');
    expect(await query('select 1 from webbuild.submissions where contact_email = $1', [email])).toHaveLength(1);
    expect(await query('select 1 from media.proposals where email = $1', [email])).toHaveLength(1);
  });
});
