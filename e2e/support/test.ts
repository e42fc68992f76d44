import { test as base } from '@playwright/test';
import { waitForAppOnNavigation } from './pages';

/**
 * Playwright's test, whose page waits after each navigation until the app has taken the page over
 * (support/pages.ts waitForAppOnNavigation). Pages a test opens in a context of its own wait only
 * if it asks them to.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) waitForAppOnNavigation(page);
    await provide(page);
  },
});
