import { DESKTOP_VIEWPORT, openPage, type Browser } from './browser';
import type { StorageState } from './playwright';

/**
 * Signs the local admin in the way a person does (/login, "Switch to Admin Portal") and returns
 * the browser storage that holds the session, so a fresh, cold context can open /admin signed in.
 */
export async function adminStorage(browser: Browser, site: string, creds: { email: string; password: string }): Promise<StorageState> {
  const { page, close } = await openPage(browser, { device: DESKTOP_VIEWPORT, throttle: false, flags: { has_visited: 'true' } });
  try {
    await page.goto(`${site}/login`);
    await page.getByRole('button', { name: 'Switch to Admin Portal' }).click({ timeout: 30_000 });
    await page.locator('#email').fill(creds.email);
    await page.locator('#password').fill(creds.password);
    await page.locator('form[aria-label="Admin sign in"] button[type=submit]').click();
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => /^sb-.*-auth-token$/.test(k)), undefined, { timeout: 30_000 });
    return await page.context().storageState();
  } finally {
    await close();
  }
}
