import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced the page's server-composed copy. Clicks and typing wait on
 * their own (the copy's controls are disabled), but focusing or scrolling an element of the copy
 * would act on markup that is about to go.
 */
export const appStarted = (page: Page) => expect(page.locator('[data-prerendered]')).toHaveCount(0);
