import { DESKTOP_VIEWPORT, openPage, type Browser } from './browser';
import type { StorageState } from './playwright';
import { nextTotpCode } from '../src/totp-code';
import { COPY_BEFORE_APP } from '@sqw/contracts/page-marks';

/**
 * Signs the local admin in the way a person does (/login, "Switch to Admin Portal", then the
 * authenticator code) and returns the browser storage that holds the aal2 session, so a fresh,
 * cold context can open /admin signed in.
 */
export async function adminStorage(browser: Browser, site: string, creds: { email: string; password: string; totpSecret: string }): Promise<StorageState> {
  const { page, close } = await openPage(browser, { device: DESKTOP_VIEWPORT, throttle: false, flags: { has_visited: 'true' } });
  try {
    await page.goto(`${site}/login`);
    // The page's composed HTML shows the button at once, but it does nothing until the app has
    // hydrated the page (its box then says data-hydrated).
    await page.waitForFunction((copy) => !document.querySelector(copy), COPY_BEFORE_APP, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Switch to Admin Portal' }).click({ timeout: 30_000 });
    await page.locator('#email').fill(creds.email);
    await page.locator('#password').fill(creds.password);
    await page.locator('form[aria-label="Admin sign in"] button[type=submit]').click();
    await page.waitForFunction(() => document.querySelector('#totp-code') !== null, undefined, { timeout: 30_000 });
    await page.locator('#totp-code').fill(await nextTotpCode(creds.totpSecret));
    await page.locator('form[aria-label="Verify your authenticator code"] button[type=submit]').click();
    // The stored session is there after the password already: wait for the aal2 one.
    await page.waitForFunction(
      () =>
        Object.keys(localStorage)
          .filter((k) => /^sb-.*-auth-token$/.test(k))
          .some((k) => {
            const token = (JSON.parse(localStorage.getItem(k) ?? '{}') as { access_token?: string }).access_token ?? '';
            const payload = token.split('.')[1] ?? '';
            try {
              return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string }).aal === 'aal2';
            } catch {
              return false;
            }
          }),
      undefined,
      { timeout: 30_000 },
    );
    return await page.context().storageState();
  } finally {
    await close();
  }
}
