import { expect, type Page } from '@playwright/test';
import { createMember, signIn, tokenFor } from '../support/auth';
import { STORE, buy, storeCall } from '../support/store';
import { test } from '../support/test';

const LOCKED = 'Purchase this course (or the complete bundle) to unlock its lessons.';
const NO_CREDITS = 'You have no session credits left. Purchase hourly coaching or the Full Sovereign Course to book a session.';

const firstLessonId = async () => {
  const outline = (await (await fetch(`${STORE()}/courses/sqw-course`)).json()) as { modules: { lessons: { id: string; title: string }[] }[] };
  return outline.modules[0]!.lessons[0]!;
};

const tabPanel = (page: Page) => page.getByRole('tabpanel');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
});

test.describe('@membership courses, sessions and the dashboard', () => {
  test('a member with a paid course continues a lesson, marks it complete and sees progress move on the dashboard', async ({ page }) => {
    const member = await createMember();
    await buy(member, 'sqw-course');
    const first = await firstLessonId();
    await signIn(page, member.email, member.password);

    await page.goto('/dashboard?tab=courses');
    await expect(page.getByRole('tab', { name: 'My Courses' })).toHaveAttribute('aria-selected', 'true');
    const card = tabPanel(page).getByRole('article', { name: 'Full Sovereign Course' });
    await expect(card.getByText(/^0 of \d+ lessons completed$/)).toBeVisible();
    const total = Number((await card.getByText(/lessons completed/).textContent())!.match(/of (\d+)/)![1]);
    await card.getByRole('link', { name: 'Continue Full Sovereign Course' }).click();

    await expect(page).toHaveURL(new RegExp(`/courses/sqw-course/lessons/${first.id}$`));
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect(page.getByText(`1 of ${total} lessons completed`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Completed ✓ (undo)' })).toBeVisible();
    await page.getByRole('link', { name: 'Next lesson →' }).click();
    await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible();

    await page.goto('/dashboard');
    const overview = tabPanel(page);
    await expect(overview.getByText('Completed Lessons')).toBeVisible();
    await expect(overview.locator('dd').nth(1)).toHaveText('1');
    await expect(overview.locator('dd').first()).toHaveText('1');
    await page.getByRole('tab', { name: 'My Courses' }).click();
    await expect(tabPanel(page).getByText(`1 of ${total} lessons completed`)).toBeVisible();
    await expect(tabPanel(page).getByRole('progressbar', { name: 'Full Sovereign Course progress' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((1 / total) * 100)),
    );
    // My Orders shows the real order with its amount and status.
    await page.getByRole('tab', { name: 'My Orders' }).click();
    const order = tabPanel(page).getByRole('article', { name: 'Full Sovereign Course' });
    await expect(order.getByText('$1,000.00')).toBeVisible();
    await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  });

  test('a member without the course is refused the lesson content', async ({ page }) => {
    const member = await createMember();
    const first = await firstLessonId();
    const token = await tokenFor(member.email, member.password);
    const refused = await storeCall<{ error: { message: string } }>(token, `/courses/sqw-course/lessons/${first.id}`);
    expect(refused.status).toBe(403);
    await signIn(page, member.email, member.password);

    await page.goto(`/courses/sqw-course/lessons/${first.id}`);
    await expect(page.getByRole('heading', { name: /Lessons locked/ })).toBeVisible();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Full Sovereign Course' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy the Complete Bundle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
    await page.goto('/courses/sqw-course');
    await expect(page.getByText(first.title)).toBeVisible();
    await expect(page.getByRole('link', { name: first.title })).toHaveCount(0);
  });

  test('a new member sees honest empty states', async ({ page }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'My Courses', 'My Orders', 'Sessions', 'Account']);
    const overview = tabPanel(page);
    await expect(overview.getByText('No session booked yet')).toBeVisible();
    await expect(overview.locator('dd').first()).toHaveText('0');
    await page.getByRole('tab', { name: 'My Courses' }).click();
    await expect(page.getByText('No courses yet')).toBeVisible();
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await expect(page.getByText('No orders yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page.getByText('No sessions yet')).toBeVisible();
    await expect(page.getByText(NO_CREDITS)).toBeVisible();
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(tabPanel(page).getByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
    await expect(tabPanel(page).getByRole('textbox', { name: 'User ID' })).toHaveValue(member.id);
    await expect(page).toHaveURL(/\/dashboard\?tab=account$/);
    await page.goto('/courses');
    await expect(page.getByText('No courses yet')).toBeVisible();
    await page.goto('/sessions');
    await expect(page.getByText(NO_CREDITS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Session' })).toHaveCount(0);
  });

  test('an hourly coaching credit books a session, and cancelling the request returns it', async ({ page }) => {
    const member = await createMember();
    await buy(member, 'hourly-coaching');
    await signIn(page, member.email, member.password);
    await page.goto('/dashboard?tab=sessions');
    await expect(tabPanel(page).getByText('You have 1 session credit available.')).toBeVisible();
    await tabPanel(page).getByRole('link', { name: 'Book New Session' }).click();
    await expect(page).toHaveURL(/\/sessions#request$/);
    await expect(page.getByLabel('Preferred time 1')).toBeFocused();

    await page.getByLabel('Preferred time 1').fill('2020-01-01T10:00');
    await page.getByRole('button', { name: 'Request Session' }).click();
    await expect(page.getByText('Preferred times must be in the future.')).toBeVisible();
    const next = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await page.getByLabel('Preferred time 1').fill(`${next.toISOString().slice(0, 10)}T15:00`);
    await page.getByLabel('What would you like to cover? (optional)').fill('Hardware wallet setup');
    await page.getByRole('button', { name: 'Request Session' }).click();
    await expect(page.getByText('Session Requested')).toBeVisible();
    const item = page.getByRole('listitem', { name: 'Requested session' });
    await expect(item.getByText('Hardware wallet setup')).toBeVisible();
    await expect(page.getByText(NO_CREDITS)).toBeVisible();

    await item.getByRole('button', { name: 'Cancel Request' }).click();
    await expect(page.getByRole('listitem', { name: 'Cancelled session' })).toBeVisible();
    await expect(page.getByText('You have 1 session credit available.')).toBeVisible();
  });

  test('the coaching pages show the spec prices, process and FAQ', async ({ page }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/infinitrii-nexus');
    for (const step of ['Intro Consultation', 'Account Setup Walkthrough', 'Ongoing Coaching'])
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    const pricing = page.locator('#pricing');
    for (const [title, price] of [
      ['Hourly Coaching', '$50'],
      ['Full Sovereign Course', '$1,000'],
      ['40-Year Blueprint', '$2,500'],
      ['Complete Sovereign Bundle', '$3,000'],
    ]) {
      await expect(pricing.getByRole('article', { name: title }).getByText(price, { exact: false }).first()).toBeVisible();
    }
    await expect(pricing.getByText('was $3,500')).toBeVisible();
    await expect(pricing.getByRole('button', { name: 'Purchase Hourly Coaching' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button');
    await expect(faq).toHaveCount(6);
    await faq.nth(2).click();
    await expect(page.getByText(/Registered members have a client portal for booking follow-ups/)).toBeVisible();
    await faq.nth(0).click();
    await expect(faq.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await faq.nth(0).click();
    await expect(faq.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Book Your Session' })).toHaveAttribute('href', '/infinitrii-nexus#pricing');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    // The marketing variant is a visitor's page: signed in, a member is sent on to their own.
    await page.goto('/guest/infinitrii-nexus');
    await expect(page).toHaveURL(/:\d+\/infinitrii-nexus$/);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/guest/infinitrii-nexus');
    for (const step of ['Account Setup', 'Education', 'Building Wealth', 'Wealth Protection'])
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    for (const tier of ['Lite', 'Full Digital Add-On', 'Elite Implementation'])
      await expect(page.getByRole('heading', { name: tier, exact: true })).toBeVisible();
    await expect(page.getByText('$2,500+')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Special Offer for Prepared Clients' })).toBeVisible();
    await page.getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
