import { screen } from '@testing-library/react';
import { renderSite } from './site';
import { setupNetwork, signedInMember, signInAs } from '@sqw/platform/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

setupNetwork();

beforeEach(() => {
  // A returning visitor: '/' is the home page, not the splash.
  localStorage.setItem('has_visited', 'true');
  signInAs(null);
});

/** Every link or button on the page that asks the reader to register. */
const registerCtas = () =>
  [...document.querySelectorAll('a, button')].filter((el) => /register/i.test(el.textContent ?? '') || el.getAttribute('href') === '/register');

test('a visitor is invited to register on the home page', async () => {
  renderSite('/');
  await screen.findByRole('heading', { level: 1 });
  expect(registerCtas().length).toBeGreaterThan(0);
});

test('a signed-in member is never told to register on the home page: the calls to action go to the dashboard', async () => {
  signInAs(signedInMember());
  renderSite('/');
  await screen.findByRole('heading', { level: 1 });
  expect(registerCtas().map((el) => el.textContent)).toEqual([]);
  const onward = screen.getAllByRole('link', { name: 'Go to Your Dashboard' });
  expect(onward.length).toBe(2);
  for (const link of onward) expect(link.getAttribute('href')).toBe('/dashboard');
});
