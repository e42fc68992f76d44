import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR, serviceOrigin } from '../support/env';
import { test } from '../support/test';

const pids = () => JSON.parse(readFileSync(join(resolve(import.meta.dirname, '..', '..'), E2E_DATA_DIR, 'pids.json'), 'utf8')) as Record<string, number>;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

test.describe('@faults a service killed', () => {
  test('its area shows its error while every other area works, and it comes back', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('has_visited', 'true'));
    const hall = serviceOrigin('hall');
    process.kill(pids().hall!, 'SIGKILL');
    await expect.poll(() => healthy(hall)).toBe(false);

    await page.goto('/sqw-hall');
    await expect(page.getByText('Unable to load the legends gallery. Please try again later.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Path to Immortality' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Web Essentials' }).click();
    await expect(page.getByRole('heading', { name: 'Project Questionnaire' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('#hero-title')).toBeVisible();

    // The launcher restarts it (as an orchestrator would); Retry then shows the gallery.
    await expect.poll(() => healthy(hall), { timeout: 30_000 }).toBe(true);
    await page.goto('/sqw-hall');
    await expect(page.getByRole('heading', { name: 'Hall of Legends' })).toBeVisible();
    await expect(page.getByText('Unable to load the legends gallery. Please try again later.')).toHaveCount(0);
  });
});
