import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { expectMemberTurnedAway, openCard } from '../support/admin';
import { createMember, latestMail, localAdmin, signInAsAdmin, tokenFor, uniqueEmail } from '../support/auth';
import { serviceOrigin } from '../support/env';
import { query } from '../support/db';
import { tinyPng } from '../support/files';
import { changedBuild, liveConfig, releaseCommand, replaceInScripts } from '../support/releases';
import { test } from '../support/test';

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** A member's order with an uploaded payment proof, made through the store API as the member would. */
async function orderWithProof(member: { email: string; password: string }) {
  const token = await tokenFor(member.email, member.password);
  const store = serviceOrigin('store');
  const created = await fetch(`${store}/orders`, {
    method: 'POST',
    headers: { ...json(token), 'idempotency-key': randomUUID() },
    body: JSON.stringify({ product: 'hourly-coaching' }),
  });
  expect(created.status).toBe(201);
  const order = (await created.json()) as { id: string; pay_code: string };
  const form = new FormData();
  form.append('file', new Blob([tinyPng.buffer], { type: tinyPng.mimeType }), tinyPng.name);
  const proof = await fetch(`${store}/orders/${order.id}/proof`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(proof.status).toBe(201);
  return { ...order, token };
}

test.describe('@admin admin dashboard', () => {
  test("an admin verifies a member's order from its proof, and the member's order is paid", async ({ page }) => {
    const member = await createMember();
    const order = await orderWithProof(member);
    await signInAsAdmin(page);
    await openCard(page, 'Orders & Payments');

    await page.getByRole('button', { name: `Review order ${order.pay_code}` }).click();
    const dialog = page.getByRole('dialog');
    const proof = dialog.getByRole('img', { name: `Payment proof for order ${order.pay_code}` });
    await expect(proof).toBeVisible();
    expect(await proof.getAttribute('src')).toMatch(/^blob:/);
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(page.getByText(`Order ${order.pay_code} marked paid`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // What the member's dashboard reads says paid.
    const dashboard = await fetch(`${serviceOrigin('store')}/dashboard`, { headers: { authorization: `Bearer ${order.token}` } });
    const { orders } = (await dashboard.json()) as { orders: { id: string; status: string }[] };
    expect(orders.find((o) => o.id === order.id)?.status).toBe('paid');

    // The panel has its own address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Orders & Payments' })).toBeVisible();
  });

  test('an admin pages through the order queue by cursor, newest first', async ({ page }) => {
    // 21 orders waiting for review, one minute apart: one more than a page.
    const email = uniqueEmail('queue');
    const tag = `Q${Date.now().toString(36).toUpperCase()}`;
    await query(
      `with p as (select id, price_cents from store.products where is_active and price_cents > 0 order by price_cents limit 1)
       insert into store.orders (user_id, kind, product_id, amount_cents, pay_code, status, customer_email, customer_name, created_at, updated_at)
       select gen_random_uuid(), 'product', p.id, p.price_cents, $2 || '-' || g, 'proof_submitted', $1, 'Queue Buyer', now() - g * interval '1 minute', now()
       from generate_series(1, 21) g, p`,
      [email, tag],
    );
    await signInAsAdmin(page);
    await openCard(page, 'Orders & Payments');
    // The search applies after a pause in typing: wait for its answer, or on a fresh database
    // (these 21 the only orders waiting) the unfiltered list would pass for the filtered one.
    const searched = page.waitForResponse((r) => r.url().includes('/admin/orders?') && new URL(r.url()).searchParams.get('q') === email);
    await page.getByLabel('Search code, customer or item').fill(email);
    await searched;
    const pages = page.getByRole('navigation', { name: 'Orders pages' });
    await expect(pages).toContainText('1–20 of 21');
    await expect(page.getByText('21 orders')).toBeVisible();
    await expect(page.getByRole('button', { name: `Review order ${tag}-1`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Review order ${tag}-21` })).toHaveCount(0);

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('21–21 of 21');
    await expect(page.getByRole('button', { name: `Review order ${tag}-21` })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages).toContainText('1–20 of 21');
    await expect(page.getByRole('button', { name: `Review order ${tag}-1`, exact: true })).toBeVisible();
  });

  test('an admin approves a legend application and the legend appears in the hall', async ({ page }) => {
    const name = `Admin Approved ${Date.now()}`;
    const applied = await fetch(`${serviceOrigin('hall')}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ name, email: uniqueEmail('legend'), challenge: 'Digital Asset Builder', passive_income: '$900/month', quote: 'Own the rails.' }),
    });
    expect(applied.ok).toBe(true);

    await signInAsAdmin(page);
    await openCard(page, 'Legend Applications');
    await page.getByRole('button', { name: `Review application from ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Level').selectOption('5');
    await expect(dialog.getByLabel('Title')).toHaveValue('Wealth Commander');
    await dialog.getByLabel('Badges').fill('Verified, Early Adopter');
    await dialog.getByRole('button', { name: 'Approve Legend' }).click();
    await expect(page.getByText(`${name} is now a legend`)).toBeVisible();

    await page.goto('/sqw-hall');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('a member opening /admin is turned away and no admin chunk is requested', async ({ page }) => {
    await expectMemberTurnedAway(page, '/admin/users');
  });

  test('a support ticket is created, listed with its number and resolved', async ({ page }) => {
    await signInAsAdmin(page);
    await openCard(page, 'Support Center');
    const form = page.getByRole('form', { name: 'Create support ticket' });
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Please fill in all fields' })).toBeVisible();

    const title = `Broken checkout ${Date.now()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('The pay button does nothing on mobile.');
    await form.getByLabel('Priority').selectOption('High');
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(page.getByText('Support ticket created')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: title });
    const number = ((await row.getByRole('cell').first().textContent()) ?? '').replace('#', '');
    expect(number).toMatch(/^\d{3,}$/);
    await row.getByRole('button', { name: `Resolve ticket #${number}` }).click();
    await expect(page.getByText(`Ticket #${number} resolved`)).toBeVisible();
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Resolve/ })).toHaveCount(0);
  });

  test('an added user gets an invitation e-mail and is listed as never signed in', async ({ page }) => {
    const email = uniqueEmail('invited');
    await signInAsAdmin(page);
    await openCard(page, 'User Management');
    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
    await form.getByLabel('Name').fill('Invited Person');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();
    const mail = await latestMail(email);
    expect(mail.text).toMatch(/https?:\/\//);

    await page.getByLabel('Search by name or email').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Never')).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('button', { name: 'Deactivate Invited Person' }).click();
    await expect(page.getByText('User status updated')).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();
  });

  test('an admin rolls an app back from the Releases panel after confirming, and the next load gets the old version', async ({ page }) => {
    // Media, because no other suite changes its releases: a second version, as its team would ship it.
    const heading = 'Media That Sells Luxury';
    const before = (await liveConfig()).versions.media!;
    const dir = await changedBuild('media', (d) => replaceInScripts(d, heading, `${heading}, Renewed`));
    const released = releaseCommand('release', 'media', '--from', dir);
    expect(released.code, released.out).toBe(0);
    const next = (await liveConfig()).versions.media!;
    expect(next).not.toBe(before);

    await signInAsAdmin(page);
    await openCard(page, 'Releases');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'media', exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText(next);

    await row.getByRole('button', { name: 'Roll back media' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`media: ${next} → ${before}`);
    await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `media rolled back to ${before}` })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await liveConfig()).versions.media).toBe(before);

    // The table reads the registry again: the old version is live, rolled back by this admin.
    await expect(row.getByRole('cell').first()).toHaveText(`${before} Rolled back`);
    await expect(row.getByRole('cell').nth(2)).toHaveText(localAdmin().email);
    await row.getByRole('button', { name: 'media history' }).click();
    const latest = page.getByRole('table', { name: 'media history, newest first' }).getByRole('row').nth(1);
    await expect(latest).toContainText('Rollback');
    await expect(latest).toContainText(localAdmin().email);

    await page.goto('/sovereign-skies');
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  });
});
