import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, MAIL_API, serviceOrigin } from './env';
import { nextTotpCode } from './totp';

const ROOT = resolve(import.meta.dirname, '..', '..');
const AUTH = () => `${serviceOrigin('auth')}/auth/v1`;
const HEADERS = { apikey: 'sqw-local-anon-key', 'content-type': 'application/json' };

/** The launcher's admin: its password and the secret of its enrolled authenticator (TOTP). */
export const localAdmin = (): { email: string; password: string; totpSecret: string } =>
  JSON.parse(readFileSync(join(ROOT, E2E_DATA_DIR, 'local-admin.json'), 'utf8'));

const tokens = new Map<string, Promise<string>>();

/**
 * An access token straight from the auth service (password grant), cached per account for the
 * run. The local admin's is lifted to aal2 with its authenticator code, as admin routes require.
 */
export function tokenFor(email: string, password: string): Promise<string> {
  const key = `${email}\n${password}`;
  if (!tokens.has(key))
    tokens.set(
      key,
      fetchToken(email, password).catch((e) => (tokens.delete(key), Promise.reject(e))),
    );
  return tokens.get(key)!;
}

async function fetchToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH()}/token?grant_type=password`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const admin = localAdmin();
  return email.toLowerCase() === admin.email ? withTotp(token, admin.totpSecret) : token;
}

/** Challenges the account's verified TOTP factor and verifies a fresh code: the aal2 token. */
export async function withTotp(token: string, secret: string): Promise<string> {
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  const user = (await (await fetch(`${AUTH()}/user`, { headers: auth })).json()) as { factors: { id: string; status: string }[] };
  const factor = user.factors.find((f) => f.status === 'verified');
  if (!factor) throw new Error('the account has no verified authenticator');
  const challenge = (await (await fetch(`${AUTH()}/factors/${factor.id}/challenge`, { method: 'POST', headers: auth, body: '{}' })).json()) as { id: string };
  const res = await fetch(`${AUTH()}/factors/${factor.id}/verify`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ challenge_id: challenge.id, code: await nextTotpCode(secret) }),
  });
  if (!res.ok) throw new Error(`authenticator code refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

/** A confirmed member created through the auth admin API (as an admin would). */
export async function createMember(opts: { email?: string; password?: string; firstName?: string; lastName?: string } = {}) {
  const admin = localAdmin();
  const token = await tokenFor(admin.email, admin.password);
  const email = opts.email ?? uniqueEmail('member');
  const password = opts.password ?? 'correct-horse-battery';
  const firstName = opts.firstName ?? 'Test';
  const lastName = opts.lastName ?? 'Member';
  const res = await fetch(`${AUTH()}/admin/users`, {
    method: 'POST',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { firstName, lastName, full_name: `${firstName} ${lastName}` } }),
  });
  if (!res.ok) throw new Error(`could not create member: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  return { id: user.id, email, password, firstName, lastName };
}

/** Signs in through the Client Portal like a member would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/** The newest mail to an address from the local mail catcher, waiting for it to arrive. */
export async function latestMail(to: string, subject?: RegExp): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 60; i++) {
    const mails = (await (await fetch(`${MAIL_API}?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
    const found = mails.filter((m) => !subject || subject.test(m.subject)).pop();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}`);
}

export const firstLink = (text: string) => {
  const m = /(https?:\/\/\S+)/.exec(text);
  if (!m) throw new Error(`no link in mail: ${text}`);
  return m[1]!;
};

/** The login page's Admin Portal with a password: lands on /admin's code step (aal1). */
export async function adminPassword(page: Page, email: string, password: string) {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch to Admin Portal' }).click();
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Types an authenticator code into /admin's code step and opens the admin area. */
export async function enterAdminCode(page: Page, secret: string) {
  await page.getByLabel('6-digit code').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: /open the Admin Portal/ }).click();
  await expect(page.getByText('Admin login successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** The local admin's aal2 browser session from this run's first Admin Portal sign-in (storage key and value), kept in the data dir. */
const ADMIN_SESSION = () => join(ROOT, E2E_DATA_DIR, 'admin-browser-session.json');
type StoredSession = { key: string; value: string };
const readAdminSession = (): StoredSession | null =>
  existsSync(ADMIN_SESSION()) ? (JSON.parse(readFileSync(ADMIN_SESSION(), 'utf8')) as StoredSession) : null;

/** Whether a stored session can still be handed to a new page: not signed out, aal2, and far from expiry. */
async function stillGood(stored: { value: string }): Promise<boolean> {
  const { access_token: token, expires_at: expiresAt } = JSON.parse(stored.value) as { access_token: string; expires_at: number };
  if (expiresAt * 1000 < Date.now() + 10 * 60_000) return false;
  const res = await fetch(`${AUTH()}/user`, { headers: { ...HEADERS, authorization: `Bearer ${token}` } });
  return res.ok && JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).aal === 'aal2';
}

/**
 * Signs in as the local admin through the Admin Portal: the password, then the authenticator
 * code computed from the local admin's secret; lands on /admin. A code works once and a new
 * one comes every 30 seconds, so later calls in the run open /admin in the session the first
 * one made, for as long as it lives (a test that signs it out makes the next call sign in again).
 */
export async function signInAsAdmin(page: Page) {
  const admin = localAdmin();
  const adminSession = readAdminSession();
  if (adminSession && (await stillGood(adminSession))) {
    const { key, value } = adminSession;
    // Seeded once per tab, so a test's own sign-out or refresh is not undone on its next navigation.
    await page.addInitScript(
      ([k, v]) => {
        if (sessionStorage.getItem('e2e-admin-seeded')) return;
        sessionStorage.setItem('e2e-admin-seeded', '1');
        localStorage.setItem('has_visited', 'true');
        localStorage.setItem(k!, v!);
      },
      [key, value],
    );
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    return;
  }
  await adminPassword(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await enterAdminCode(page, admin.totpSecret);
  await expect(page).toHaveURL(/\/admin$/);
  const made = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    return key ? { key, value: localStorage.getItem(key)! } : null;
  });
  if (made) writeFileSync(ADMIN_SESSION(), JSON.stringify(made), { mode: 0o600 });
}
