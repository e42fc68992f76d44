import { screen } from '@testing-library/react';
import { CallbackPage } from '../../src/auth/CallbackPage';
import { LoginPage } from '../../src/auth/LoginPage';
import { renderWithProviders } from '@sqw/platform/testing';
import { resetBrowserState } from '../site/fixtures';

afterEach(() => {
  resetBrowserState();
  window.history.replaceState(null, '', '/');
});

const panel = () => screen.getByRole('heading', { name: 'Sign-in did not complete' }).parentElement!;

describe('the login page after a sign-in link came back with an error', () => {
  it('shows its own message for a known code', () => {
    renderWithProviders(<LoginPage />, { route: '/login?error=otp_expired' });
    expect(panel().textContent).toMatch(/email link is invalid or has expired/i);
  });

  it('never shows the text of the address, only a generic message for what it does not know', () => {
    const planted = 'Your account is locked. Call +1 555 0100 and read them your password';
    renderWithProviders(<LoginPage />, { route: `/login?error=${encodeURIComponent(planted)}` });
    expect(screen.queryByText(/555 0100/)).toBeNull();
    expect(document.body.textContent).not.toContain('read them your password');
    expect(panel().textContent).toMatch(/could not be completed\. Please try again/);
  });

  it('shows no error panel without an error', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.queryByRole('heading', { name: 'Sign-in did not complete' })).toBeNull();
  });
});

describe('the link callback', () => {
  it('passes on the error code, not the description the link carried', async () => {
    window.history.replaceState(null, '', '/auth/callback#error=access_denied&error_code=otp_expired&error_description=Call+555+0100+now');
    renderWithProviders(<CallbackPage />, { route: '/auth/callback', path: '/auth/callback', routes: { '/login': <LoginPage /> } });
    expect((await screen.findByRole('heading', { name: 'Sign-in did not complete' })).parentElement!.textContent).toMatch(
      /email link is invalid or has expired/i,
    );
    expect(document.body.textContent).not.toContain('555 0100');
  });
});
