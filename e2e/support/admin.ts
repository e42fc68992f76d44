import { expect, type Page } from '@playwright/test';
import { createMember, signIn } from './auth';
import { remoteFiles } from './env';

/** Opens an admin panel from the panel navigation and waits for its heading. */
export async function openCard(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Admin panels' })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** A member who opens `path` (an admin page) lands on their dashboard, and no admin file is requested. */
export async function expectMemberTurnedAway(page: Page, path: string) {
  const member = await createMember();
  const adminRequests: string[] = [];
  page.on('request', (r) => r.url().startsWith(remoteFiles('admin')) && adminRequests.push(r.url()));
  await signIn(page, member.email, member.password);
  await page.goto(path);
  await expect(page).toHaveURL(/\/dashboard/);
  expect(adminRequests).toEqual([]);
}
