import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { expectMemberTurnedAway } from '../support/admin';
import { adminPassword, createMember, enterAdminCode, firstLink, latestMail, localAdmin, signIn, tokenFor, uniqueEmail } from '../support/auth';
import { remoteFiles, serviceOrigin } from '../support/env';
import { nextTotpCode, wrongTotpCode } from '../support/totp';
import { test } from '../support/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
});

test.describe('@auth identity', () => {
  test('register, confirm from the e-mail, arrive signed in', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await page.getByRole('main').getByLabel('First Name').fill('N');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('First name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Password should be at least 8 characters.')).toBeVisible();
    await page.getByRole('main').getByLabel('First Name').fill('Nova');
    await page.getByRole('main').getByLabel('Last Name').fill('Reyes');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('sovereign-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Account created successfully! Please check your email for verification.')).toBeVisible();

    // Signing in before confirming is refused with a way to resend.
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill('sovereign-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();

    const mail = await latestMail(email);
    await page.goto(firstLink(mail.text));
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('link', { name: 'Account settings for ' + email })).toBeVisible();
  });

  test('wrong passwords and bad input show the backend message and keep the form', async ({ page }) => {
    const member = await createMember();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(member.email);
    await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText(/invalid login credentials/i)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(member.email);
  });

  test('a protected route sends a visitor to sign in and back again', async ({ page }) => {
    const member = await createMember();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('main').getByLabel('Email').fill(member.email);
    await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('First Name')).toHaveValue(member.firstName);
  });

  test('profile edits are saved on the server and sign out goes home', async ({ page }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('main').getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByRole('main').getByLabel('First Name').fill('Renamed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Account Updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByLabel('First Name')).toHaveValue('Renamed');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Client Login' })).toBeVisible();
  });

  test('changing the password needs the current one', async ({ page }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await page.goto('/account');
    await page.getByRole('main').getByLabel('Current Password').fill('wrong-current-password');
    await page.getByRole('main').getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-password');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('brand-new-passwordX');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByRole('main').getByLabel('Confirm New Password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await page.getByRole('main').getByLabel('Current Password').fill(member.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
  });

  test('forgot password: the mailed link lets the member choose a new password', async ({ page }) => {
    const member = await createMember();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('main').getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
    const mail = await latestMail(member.email, /password/i);
    await page.goto(firstLink(mail.text));
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'New Password', exact: true }).fill('recovered-password-1');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('recovered-password-1');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, member.email, 'recovered-password-1');
  });

  test('the Admin Portal refuses a member and admits an admin', async ({ page }) => {
    const member = await createMember();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Switch to Admin Portal' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(member.email);
    await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This account does not have administrator access. Use the Client Portal to sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The password alone leads to the code step, and nothing of the admin area loads yet.
    const adminRequests: string[] = [];
    page.on('request', (r) => r.url().startsWith(remoteFiles('admin')) && adminRequests.push(r.url()));
    const admin = localAdmin();
    await page.getByRole('main').getByLabel('Email').fill(admin.email);
    await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    await page.getByLabel('6-digit code').fill(wrongTotpCode(admin.totpSecret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'That code was not accepted' })).toBeVisible();
    expect(adminRequests).toEqual([]);
    await enterAdminCode(page, admin.totpSecret);
    expect(adminRequests.length).toBeGreaterThan(0);

    // Signed in again with the password only (aal1), /admin asks for the code again.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await adminPassword(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  });

  test('a new admin sets up an authenticator at the first Admin Portal sign-in, at 390 px, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const newcomer = await createMember({ email: uniqueEmail('new-admin') });
    const admin = localAdmin();
    const promoted = await fetch(`${serviceOrigin('auth')}/auth/v1/admin/users/${newcomer.id}`, {
      method: 'PUT',
      headers: { apikey: 'sqw-local-anon-key', 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(admin.email, admin.password)}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(promoted.status).toBe(200);

    await adminPassword(page, newcomer.email, newcomer.password);
    await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // A wrong code: a readable error, and the QR code and key are still there.
    await page.getByLabel('6-digit code').fill(wrongTotpCode(secret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'That code was not accepted' })).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toHaveText(secret);
    await expect(page.getByLabel('6-digit code')).toBeFocused();

    await page.getByLabel('6-digit code').fill(await nextTotpCode(secret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // The next sign-in asks for the code only.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await adminPassword(page, newcomer.email, newcomer.password);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toHaveCount(0);
    await enterAdminCode(page, secret);
  });

  test('a member opening /admin is turned away and no admin code is requested', async ({ page }) => {
    await expectMemberTurnedAway(page, '/admin');
  });

  test('an error coming back from a link is shown on the login page', async ({ page }) => {
    await page.goto('/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
  });
});
