import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@sqw/contracts';
import { getAuthClient } from '@sqw/platform';
import type { ReactElement } from 'react';
import { PasswordSection } from '../../src/auth/account/PasswordSection';
import { RegisterPage } from '../../src/auth/RegisterPage';
import { ResetPasswordPage } from '../../src/auth/ResetPasswordPage';
import { renderWithProviders, signedInMember, signInAs } from '@sqw/platform/testing';
import { resetBrowserState } from '../site/fixtures';

jest.mock('@sqw/platform', () => ({ ...jest.requireActual('@sqw/platform'), getAuthClient: jest.fn() }));

const updateUser = jest.fn();
const signUp = jest.fn();
beforeEach(() => {
  updateUser.mockReset();
  signUp.mockReset();
  (getAuthClient as jest.Mock).mockResolvedValue({ auth: { updateUser, signUp } });
  // The reset (and invitation) page shows its form to the person the e-mail link signed in.
  signInAs(signedInMember());
});
afterEach(resetBrowserState);

// A label may end with a required mark, and 'New Password' is also the end of 'Confirm New Password'.
const field = (label: string) => screen.queryByLabelText(new RegExp('^' + label));
const type = (label: string, value: string) => fireEvent.change(field(label)!, { target: { value } });

const forms: Array<[string, ReactElement, string, () => void, string]> = [
  [
    'registration',
    <RegisterPage />,
    '/register',
    () => {
      type('First Name', 'Ada');
      type('Last Name', 'Lovelace');
      type('Email', 'ada@example.com');
    },
    'Password',
  ],
  ['password reset and invitation', <ResetPasswordPage />, '/reset-password', () => undefined, 'New Password'],
  ['account', <PasswordSection />, '/account', () => type('Current Password', 'old-password-1'), 'New Password'],
];

describe('one password rule, said the same way by every form', () => {
  it.each(forms)('the %s form refuses a seven-character password with the shared message', async (_name, ui, path, fillOthers, passwordLabel) => {
    renderWithProviders(ui, { route: path });
    fillOthers();
    type(passwordLabel, 'short12');
    if (field('Confirm New Password')) type('Confirm New Password', 'short12');
    fireEvent.submit(screen.getByRole('form'));
    const form = screen.getByRole('form');
    expect(await within(form).findByText(auth.PASSWORD_TOO_SHORT)).toBeTruthy();
    // The rule is the auth service's: nothing is sent that it would refuse.
    expect(updateUser).not.toHaveBeenCalled();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('counts characters as the service does, so seven emoji are still too short', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    // Fourteen UTF-16 units, but seven characters: the service refuses it, so the form must too.
    const seven = '🔑'.repeat(7);
    type('New Password', seven);
    type('Confirm New Password', seven);
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText(auth.PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(updateUser).not.toHaveBeenCalled();
  });
});
