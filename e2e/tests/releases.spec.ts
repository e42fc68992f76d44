import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { changedBuild, editJson, liveConfig, releaseCommand, replaceInFile, replaceInScripts, storedTree } from '../support/releases';
import { test } from '../support/test';

const HEADING = 'The Path to Immortality';
const RENEWED = 'The Path to Immortality, Renewed';
const OTHERS = ['shell', 'store', 'web-essentials', 'media', 'admin'];

async function served(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (u) => (await page.request.get(u)).text()));
}

const visit = async (page: Page, path: string) => {
  await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
  await page.goto(path);
};

test.describe.configure({ mode: 'serial' });

test.describe('@releases @hall each area releases and rolls back on its own', () => {
  test('a changed hall goes live while a tab is open: the tab keeps working, a fresh load shows it, nothing else changes, and a rollback restores it', async ({
    page,
    browser,
  }) => {
    const before = await liveConfig();
    const otherTrees = OTHERS.map(storedTree);
    const otherFiles = Object.entries(before.remotes)
      .filter(([name]) => name !== 'hall')
      .map(([, url]) => url);
    // The shell's own document; its composed pages carry the live versions, which this release changes.
    const otherBodies = await served(page, [...otherFiles, '/index.html']);
    const composedBefore = await (await page.request.get('/sqw-hall')).text();
    expect(composedBefore).toContain(HEADING);

    // A visitor's tab on the current hall.
    await visit(page, '/sqw-hall');
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    const failed: string[] = [];
    page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));

    // The team's next build: its scripts and its prerendered page both say the new heading.
    const dir = await changedBuild('hall', (d) => {
      replaceInScripts(d, HEADING, RENEWED);
      replaceInFile(join(d, 'sqw-pages.json'), HEADING, RENEWED);
    });
    const released = releaseCommand('release', 'hall', '--from', dir);
    expect(released.out).toContain('hall');
    expect(released.code, released.out).toBe(0);
    const after = await liveConfig();
    expect(after.versions.hall).not.toBe(before.versions.hall);

    // The open tab keeps its hall: it navigates away and back inside the site with no failed request.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('#hero-title')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    // Its version's files are still served (a chunk it had not fetched yet would be found).
    expect((await page.request.get(before.remotes.hall!)).status()).toBe(200);
    expect(failed).toEqual([]);

    // The page's server-composed HTML is the new hall's on the next request, with no shell release.
    expect(after.versions.shell).toBe(before.versions.shell);
    expect(await (await page.request.get('/sqw-hall')).text()).toContain(RENEWED);

    // A fresh load gets the new hall.
    const fresh = await browser.newPage();
    await visit(fresh, '/sqw-hall');
    await expect(fresh.getByRole('heading', { name: RENEWED })).toBeVisible();

    // The shell and every other remote are byte-identical and still served the same.
    expect(OTHERS.map(storedTree)).toEqual(otherTrees);
    expect(
      Object.entries(after.remotes)
        .filter(([name]) => name !== 'hall')
        .map(([, url]) => url),
    ).toEqual(otherFiles);
    expect(await served(page, [...otherFiles, '/index.html'])).toEqual(otherBodies);

    // Rolling back restores the old hall on the next load.
    const rolled = releaseCommand('rollback', 'hall');
    expect(rolled.code, rolled.out).toBe(0);
    expect((await liveConfig()).versions.hall).toBe(before.versions.hall);
    await fresh.reload();
    await expect(fresh.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    expect(await (await page.request.get('/sqw-hall')).text()).not.toContain(RENEWED);

    const list = releaseCommand('releases');
    expect(list.out).toMatch(new RegExp(`rollback\\s+${before.versions.hall}.*by e2e@sqw.local`));
  });

  test('a hall that needs a React the shell does not provide is refused, naming it, and the site is unaffected', async ({ page }) => {
    const before = await liveConfig();
    const dir = await changedBuild('hall', (d) =>
      editJson<{ shared: { name: string; version: string; requiredVersion: string }[] }>(join(d, 'mf-manifest.json'), (m) => {
        for (const s of m.shared) if (s.name === 'react') Object.assign(s, { version: '20.0.0', requiredVersion: '^20.0.0' });
      }),
    );
    const refused = releaseCommand('release', 'hall', '--from', dir);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/was refused: hall \w+ needs react \^20\.0\.0, but the shell \w+ provides 19\./);
    expect(await liveConfig()).toEqual(before);
    await visit(page, '/sqw-hall');
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
  });

  test('a route added only in the hall is served after a release of the hall alone', async ({ page }) => {
    await visit(page, '/hall-of-fame');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const shellBefore = storedTree('shell');

    const dir = await changedBuild('hall', (d) =>
      editJson<object[]>(join(d, 'sqw-routes.json'), (routes) =>
        routes.push({ path: '/hall-of-fame', module: 'HallPage', title: 'Hall of Fame', guard: null }),
      ),
    );
    const released = releaseCommand('release', 'hall', '--from', dir);
    expect(released.code, released.out).toBe(0);
    expect(storedTree('shell')).toBe(shellBefore);

    await page.goto('/hall-of-fame');
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    expect(releaseCommand('rollback', 'hall').code).toBe(0);
  });
});
