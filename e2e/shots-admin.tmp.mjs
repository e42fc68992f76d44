// Temporary screenshot script (not committed): signs in as admin, seeds a little data, shoots every panel.
import { chromium } from '@playwright/test';
import { randomUUID } from 'node:crypto';
const SITE = 'http://localhost:12850', AUTH = 'http://localhost:13850/auth/v1', STORE = 'http://localhost:13852', HALL = 'http://localhost:13855';
const [email, password] = process.argv.slice(2);
const H = { apikey: 'sqw-local-anon-key', 'content-type': 'application/json' };
const tok = async (e, p) => (await (await fetch(`${AUTH}/token?grant_type=password`, { method: 'POST', headers: H, body: JSON.stringify({ email: e, password: p }) })).json()).access_token;
const adminTok = await tok(email, password);
const m = { email: `shot-${Date.now()}@example.com`, password: 'correct-horse-battery' };
await fetch(`${AUTH}/admin/users`, { method: 'POST', headers: { ...H, authorization: `Bearer ${adminTok}` }, body: JSON.stringify({ ...m, email_confirm: true, user_metadata: { firstName: 'Maya', lastName: 'Member', full_name: 'Maya Member' } }) });
const mt = await tok(m.email, m.password);
const o = await (await fetch(`${STORE}/orders`, { method: 'POST', headers: { authorization: `Bearer ${mt}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify({ product: 'hourly-coaching' }) })).json();
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const f = new FormData(); f.append('file', new Blob([png], { type: 'image/png' }), 'p.png');
await fetch(`${STORE}/orders/${o.id}/proof`, { method: 'POST', headers: { authorization: `Bearer ${mt}` }, body: f });
await fetch(`${HALL}/applications`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify({ name: 'Jordan Stack', email: 'jordan@example.com', challenge: 'Digital Asset Builder', passive_income: '$900/month' }) });
await fetch('http://localhost:13856/admin/tickets', { method: 'POST', headers: { authorization: `Bearer ${adminTok}`, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Checkout button unresponsive on mobile', description: 'Reported by a member on iOS Safari.', priority: 'High' }) });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await page.goto(`${SITE}/login`);
  await page.getByRole('button', { name: 'Switch to Admin Portal' }).click();
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin$/);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/admin-shots/${width}-dashboard.png`, fullPage: width < 500 });
  for (const p of (process.env.PANELS ?? 'users,web-essentials,contact,content,analytics,settings,reports,support,orders,applications,audit').split(',')) {
    await page.goto(`${SITE}/admin/${p}`);
    await page.waitForTimeout(1200);
    await page.locator('#admin-panel-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/admin-shots/${width}-${p}.png`, fullPage: true });
  }
  if (width === 1280) {
    await page.goto(`${SITE}/admin/orders`);
    await page.getByRole('button', { name: /^Review order/ }).first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/admin-shots/1280-order-review.png` });
  }
  await page.close();
}
await browser.close();
