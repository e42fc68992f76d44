import { fireEvent, screen, within } from '@testing-library/react';
import { renderSite } from './site';
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
  await screen.findByRole('heading', { level: 1 });
  const footer = screen.getByRole('contentinfo');
  const levels = within(footer)
    .getAllByRole('heading')
    .map((h) => h.tagName);
  expect(levels.length).toBeGreaterThanOrEqual(4);
  expect(new Set(levels)).toEqual(new Set(['H2']));
});

// The menu button is on every page's first screen. A glyph such as ☰ or ✕ is in none of the
// site's fonts, so drawing one sends the first layout looking through the system's fonts.
// jsdom applies no media query: the button keeps its narrow-screen-only display: none, which
// leaves it out of role queries, so it is found by what it controls.
test('the menu button is named by its state and draws its icon, with no text to render', async () => {
  renderSite('/contact');
  await screen.findByRole('heading', { level: 1 });
  const button = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!;
  expect(button.getAttribute('aria-label')).toBe('Open menu');
  expect(button.textContent).toBe('');
  expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  fireEvent.click(button);
  expect(button.getAttribute('aria-label')).toBe('Close menu');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.textContent).toBe('');
  expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
});
