import { screen, within } from '@testing-library/react';
import { renderSite, SLOW } from './site';
import { setupNetwork, signInAs } from '@sqw/platform/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

setupNetwork();

beforeEach(() => {
  signInAs(null);
});

// Every page has one h1; the footer's section titles come after it, so a level-3 title there
// skips a level for screen-reader users navigating by headings.
test("the footer's section titles are level-2 headings under the page's h1", async () => {
  renderSite('/contact');
  await screen.findByRole('heading', { level: 1 }, SLOW);
  const footer = screen.getByRole('contentinfo');
  const levels = within(footer)
    .getAllByRole('heading')
    .map((h) => h.tagName);
  expect(levels.length).toBeGreaterThanOrEqual(4);
  expect(new Set(levels)).toEqual(new Set(['H2']));
});
