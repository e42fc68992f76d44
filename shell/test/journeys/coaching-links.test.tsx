import { screen, within, fireEvent } from '@testing-library/react';
import { renderSite } from './site';
import { setupNetwork, signedInMember, signInAs } from '@sqw/platform/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <h1>remote page</h1> })),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

setupNetwork();

beforeEach(() => {
  signInAs(null);
});

/** The Coaching link of the header, the mobile menu and the footer. */
async function coachingLinks() {
  await screen.findByRole('navigation', { name: 'Main' });
  // The menu button shows only on narrow screens (a media query jsdom does not apply).
  fireEvent.click(document.querySelector('button[aria-controls="mobile-menu"]')!);
  return [
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Coaching' }),
    within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Coaching' }),
    within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'Coaching' }),
  ].map((a) => a.getAttribute('href'));
}

test("a visitor's Coaching links open the public coaching page, not a sign-in form", async () => {
  renderSite('/contact');
  expect(await coachingLinks()).toEqual(['/guest/infinitrii-nexus', '/guest/infinitrii-nexus', '/guest/infinitrii-nexus']);
});

test("a member's Coaching links open the members' coaching page", async () => {
  signInAs(signedInMember());
  renderSite('/contact');
  expect(await coachingLinks()).toEqual(['/infinitrii-nexus', '/infinitrii-nexus', '/infinitrii-nexus']);
});
