import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { renderSite } from './site';
import { setupNetwork, signedInMember, signInAs } from '@sqw/platform/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

setupNetwork();

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <h1>page {id}</h1> }));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(null);
});
afterEach(() => jest.restoreAllMocks());

let view: ReturnType<typeof renderSite>;
const where = () => {
  const { pathname, search } = view.location();
  return pathname + search;
};

test.each(['/login', '/register'])('a signed-in member who opens %s is sent on to the dashboard', async (path) => {
  signInAs(signedInMember());
  view = renderSite(path);
  expect(await screen.findByRole('heading', { name: 'page store/DashboardPage' })).toBeTruthy();
  expect(where()).toBe('/dashboard');
});

test.each(['/login', '/register'])('%s?return_to= sends a signed-in member to that page of the site', async (path) => {
  signInAs(signedInMember());
  view = renderSite(`${path}?return_to=${encodeURIComponent('/sqw-hall?legend=abc')}`);
  expect(await screen.findByRole('heading', { name: 'page hall/HallPage' })).toBeTruthy();
  expect(where()).toBe('/sqw-hall?legend=abc');
});

test.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login'])(
  'a return_to of %s is ignored: the member goes to the dashboard',
  async (target) => {
    signInAs(signedInMember());
    view = renderSite(`/login?return_to=${encodeURIComponent(target)}`);
    expect(await screen.findByRole('heading', { name: 'page store/DashboardPage' })).toBeTruthy();
    expect(where()).toBe('/dashboard');
  },
);

test('a visitor gets the sign-in and registration forms', async () => {
  view = renderSite('/login?return_to=/sqw-hall');
  expect(await screen.findByRole('form', { name: 'Client sign in' })).toBeTruthy();
  expect(where()).toBe('/login?return_to=/sqw-hall');
  document.body.innerHTML = '';
  view = renderSite('/register');
  expect(await screen.findByRole('form', { name: 'Register' })).toBeTruthy();
});
