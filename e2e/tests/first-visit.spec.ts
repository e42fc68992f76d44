import { expect } from '@playwright/test';
import { createMember, signIn } from '../support/auth';
import { query } from '../support/db';
import { OPENING_END_ID } from '@sqw/contracts/page-marks';
import { appStarted, headingKept, hydrationWarnings, layoutShifts, markPaintedHeading, recordLayoutShifts } from '../support/pages';
import { splitDocument } from '../support/split-document';
import { test } from '../support/test';

/** Each public page, the heading its HTML must carry, a line of its copy, and its title. */
const PAGES = [
  { path: '/', heading: 'This Is Your Sign To Be More Sovereign', title: 'Reconnect with your money. Reclaim your freedom. · SQW' },
  { path: '/sqw-hall', heading: 'Where Passive Income Becomes Legacy', copy: 'The Path to Immortality', title: 'The SQW Hall · SQW' },
  { path: '/products', heading: 'Premium Products', title: 'Products · SQW' },
  { path: '/web-essentials', heading: 'Websites Built for Sovereign Businesses', title: 'Web Essentials · SQW' },
  { path: '/sovereign-skies', heading: 'Media That Sells Luxury', title: 'Sovereign Skies · SQW' },
  { path: '/guest/infinitrii-nexus', heading: 'Your Path to Financial Sovereignty', title: 'Coaching · SQW' },
  { path: '/guest/products', heading: 'Digital Products', title: 'Digital Products · SQW' },
  { path: '/collective', heading: 'Explore the Sovereign Ecosystem', title: 'The Collective · SQW' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact · SQW' },
];

const attr = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('@site every public page paints from its HTML', () => {
  test('each public page answers HTML with its own heading, title, description and card tags', async ({ request }) => {
    const descriptions = new Set<string>();
    for (const p of PAGES) {
      const res = await request.get(p.path);
      expect(res.status(), p.path).toBe(200);
      const html = await res.text();
      expect(html, p.path).toMatch(new RegExp(`<h1[^>]*>${p.heading}</h1>`));
      expect(html, p.path).toContain(`<title>${p.title}</title>`);
      // Its first paint waits for its opening, not for the whole page.
      expect(html, p.path).toContain(`<span id="${OPENING_END_ID}" hidden="">`);
      const description = attr(html, 'description');
      expect(description?.length, p.path).toBeGreaterThan(20);
      descriptions.add(description!);
      expect(attr(html, 'og:title'), p.path).toBe(p.title);
      expect(attr(html, 'og:url'), p.path).toMatch(new RegExp(`${p.path === '/' ? '/' : p.path}$`));
    }
    // Each area describes its own pages: not the home page's words everywhere.
    expect(descriptions.size).toBeGreaterThan(PAGES.length / 2);
  });

  test('with JavaScript off, each public page shows its heading and copy', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const p of PAGES) {
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1, name: p.heading }), p.path).toBeVisible();
        if (p.copy) await expect(page.getByText(p.copy, { exact: true }).first(), p.path).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' }), p.path).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  test("the footer's newsletter field is the app's: the HTML holds its place with a stand-in of the same box", async ({ browser }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      // Where the box's first control sits in the form, with JavaScript off (the HTML) and on (the app).
      const placed = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        try {
          const page = await context.newPage();
          await page.goto('/contact');
          const form = page.getByRole('form', { name: 'Join our Sovereign Wealth Insights' });
          await form.scrollIntoViewIfNeeded();
          if (javaScriptEnabled) {
            await appStarted(page);
            await expect(form.getByLabel('Email address')).toBeEnabled();
          } else {
            // No field in the HTML: a browser's autofill reads every one as the document's parsing ends.
            await expect(form.locator('input, select, textarea')).toHaveCount(0);
            await expect(form.getByText('Your email address', { exact: true })).toBeVisible();
          }
          return await form.evaluate((f) => {
            const outer = f.getBoundingClientRect();
            const control = f.querySelector('button')!.parentElement!.firstElementChild!.getBoundingClientRect();
            return [control.x - outer.x, control.y - outer.y, control.width, control.height].map(Math.round);
          });
        } finally {
          await context.close();
        }
      };
      expect(await placed(false), `${viewport.width}px`).toEqual(await placed(true));
    }
  });

  test('the app hydrates each public page: the heading the HTML painted stays, and nothing is rendered twice', async ({ browser }) => {
    for (const p of [...PAGES, { path: '/no-such-page', heading: 'Oops! Page not found' }]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Home's copy is for returning visitors (a first visit gets the splash).
      await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
      await markPaintedHeading(page);
      const warnings = hydrationWarnings(page);
      await page.goto(p.path);
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1 }).first(), p.path).toBeVisible();
      expect(await headingKept(page), p.path).toBe(true);
      expect(warnings, p.path).toEqual([]);
      await context.close();
    }
  });

  test('a page whose HTML arrives in two parts first paints its opening whole: nothing on the first screen moves', async ({ browser }) => {
    // Cut in the middle of the opening's centred lead, which would be re-centred as it grows.
    const split = await splitDocument('/products', 'Courses, coaching and bundles', 600);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await page.addInitScript((openingEnd) => {
        requestAnimationFrame(() => ((window as unknown as { __firstFrameWhole: boolean }).__firstFrameWhole = document.getElementById(openingEnd) !== null));
      }, OPENING_END_ID);
      await page.goto(`${split.origin}/products`);
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Premium Products' })).toBeVisible();
      expect.soft(await page.evaluate(() => (window as unknown as { __firstFrameWhole: boolean }).__firstFrameWhole)).toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
      await split.close();
    }
  });

  test('the first paint lays out the sections on the first screen, and none under it', async ({ browser }) => {
    for (const [path, viewport] of [
      ['/', { width: 390, height: 844 }],
      ['/sovereign-skies', { width: 390, height: 844 }],
      ['/', { width: 1366, height: 768 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
      // At the start of each frame, before its own rendering, the skipped sections whose content
      // is rendered are those the last frame rendered: the first such set is the first paint's.
      await page.addInitScript(() => {
        const w = window as unknown as { __firstRendered?: Element[] };
        const frame = () => {
          const rendered = Array.from(document.querySelectorAll('section, footer')).filter(
            (el) => getComputedStyle(el).contentVisibility === 'auto' && el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
          );
          if (rendered.length) w.__firstRendered = rendered;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(path);
      await appStarted(page);
      const tops = await page.evaluate(() =>
        (window as unknown as { __firstRendered: Element[] }).__firstRendered.map((el) => Math.round(el.getBoundingClientRect().top + scrollY)),
      );
      const label = `${path} at ${viewport.width}px`;
      expect(tops.length, label).toBeGreaterThan(0);
      for (const top of tops) expect(top, label).toBeLessThan(viewport.height);
      await context.close();
    }
  });

  test("a signed-in member's page is hydrated too, then shows the member's header", async ({ page }) => {
    const member = await createMember();
    await signIn(page, member.email, member.password);
    await markPaintedHeading(page);
    const warnings = hydrationWarnings(page);
    await page.goto('/collective');
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    expect(await headingKept(page)).toBe(true);
    expect(warnings).toEqual([]);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
    const res = await request.get('/no-such-page/anywhere');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    const shown = await page.goto('/no-such-page/anywhere');
    expect(shown!.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test("a members' page answers the sign-in page, with nothing of the members' page", async ({ request }) => {
    const res = await request.get('/dashboard');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Client Portal<\/h1>/);
    expect(html).not.toContain('Your Dashboard</h1>');
    expect(html).toContain('data-audience="visitor"');
  });

  test("a shared legend link carries the legend's card, and its image is a PNG", async ({ request }) => {
    const [legend] = await query<{ id: string }>(`insert into hall.sqw_legends (name, username, level, title, challenge, passive_income, quote, badges)
      values ('Olive Preview', 'olive', 4, 'Cashflow King/Queen', 'Dividend Builder', '$120K/year', 'Compounding is patient.', '{}') returning id`);
    const html = await (await request.get(`/sqw-hall?legend=${legend!.id}`)).text();
    expect(attr(html, 'og:title')).toContain('Olive Preview');
    expect(attr(html, 'og:title')).toContain('Level 4');
    expect(attr(html, 'twitter:card')).toBe('summary_large_image');
    const image = attr(html, 'og:image')!;
    expect(image).toMatch(/\/og\.png$/);
    const png = await request.get(image);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
