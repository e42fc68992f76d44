import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, MAIL_API, serviceOrigin } from './env';

const ROOT = resolve(import.meta.dirname, '..', '..');
const AUTH = () => `${serviceOrigin('auth')}/auth/v1`;
const HEADERS = { apikey: 'sqw-local-anon-key', 'content-type': 'application/json' };

export const localAdmin = (): { email: string; password: string } => JSON.parse(readFileSync(join(ROOT, E2E_DATA_DIR, 'local-admin.json'), 'utf8'));

const tokens = new Map<string, Promise<string>>();

/** An access token straight from the auth service (password grant), cached per account for the run. */
export function tokenFor(email: string, password: string): Promise<string> {
  const key = `${email}\n${password}`;
  if (!tokens.has(key)) tokens.set(key, fetchToken(email, password).catch((e) => (tokens.delete(key), Promise.reject(e))));
  return tokens.get(key)!;
}

async function fetchToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH()}/token?grant_type=password`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
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

/** Signs in through the login page's Admin Portal, which lands on /admin. */
export async function signInAsAdmin(page: Page) {
  const admin = localAdmin();
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch to Admin Portal' }).click();
  await page.getByRole('main').getByLabel('Email').fill(admin.email);
  await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}
