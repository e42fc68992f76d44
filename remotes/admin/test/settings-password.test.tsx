import { auth } from '@sqw/contracts';
import { getAuthClient } from '@sqw/platform';
import { deferred, renderWithProviders, toastTitles } from '@sqw/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordForm, passwordFormProblem } from '../src/panels/settings/PasswordForm';
import { isActive, nameMetadata } from '../src/panels/users/api';

// The auth client is supabase-js's; the form's part is what it sends and how it tells the answer.
jest.mock('@sqw/platform', () => ({ ...jest.requireActual('@sqw/platform'), getAuthClient: jest.fn() }));

test("the password form's messages come in the form's order, then the server's own length rule", () => {
  expect(passwordFormProblem('old', '', '')).toEqual({ message: 'Please fill in both password fields', field: 'next' });
  expect(passwordFormProblem('old', 'new-password-1', '')).toEqual({ message: 'Please fill in both password fields', field: 'confirm' });
  expect(passwordFormProblem('old', 'new-password-1', 'new-password-2')).toEqual({ message: 'Passwords do not match', field: 'confirm' });
  expect(passwordFormProblem('', 'new-password-1', 'new-password-1')).toEqual({ message: 'Please enter your current password.', field: 'current' });
  expect(passwordFormProblem('old', 'short', 'short')).toEqual({ message: auth.PASSWORD_TOO_SHORT, field: 'next' });
  expect(passwordFormProblem('old', 'long-enough-pass', 'long-enough-pass')).toBeNull();
});

test('a user is Inactive while a ban runs, and one name becomes first, last and full name', () => {
  const now = Date.parse('2025-06-01T00:00:00Z');
  const user = (banned_until: string | null) => ({ banned_until }) as Parameters<typeof isActive>[0];
  expect(isActive(user(null), now)).toBe(true);
  expect(isActive(user('2125-06-01T00:00:00Z'), now)).toBe(false);
  expect(isActive(user('2025-05-01T00:00:00Z'), now)).toBe(true);
  expect(nameMetadata(' Ada  King Lovelace ')).toEqual({ full_name: 'Ada  King Lovelace', firstName: 'Ada', lastName: 'King Lovelace' });
  expect(nameMetadata('Cher')).toEqual({ full_name: 'Cher', firstName: 'Cher', lastName: '' });
});

describe('the change-password form', () => {
  const updateUser = jest.fn();
  beforeEach(() => {
    updateUser.mockReset();
    (getAuthClient as jest.Mock).mockResolvedValue({ auth: { updateUser } });
  });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  async function submit(current: string, next: string, confirm = next) {
    const u = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    if (current) await u.type(field('Current Password'), current);
    if (next) await u.type(field('New Password'), next);
    if (confirm) await u.type(field('Confirm New Password'), confirm);
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('names the first problem under its field and as a toast, and sends nothing', async () => {
    await submit('old-password-1', 'new-password-1', 'new-password-2');
    expect(toastTitles()).toEqual(['Passwords do not match']);
    expect(field('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('New Password').getAttribute('aria-invalid')).toBeNull();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('a wrong current password is shown under that field, and what was typed stays', async () => {
    updateUser.mockResolvedValue({
      data: { user: null },
      error: { name: 'AuthApiError', status: 400, code: 'current_password_mismatch', message: 'Current password is incorrect.' },
    });
    await submit('wrong-password-1', 'new-password-2');
    await waitFor(() => expect(toastTitles()).toEqual(['Password not changed']));
    expect(updateUser).toHaveBeenCalledWith({ password: 'new-password-2', current_password: 'wrong-password-1' });
    expect(field('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Current password is incorrect.').length).toBeGreaterThan(0);
    expect([field('Current Password').value, field('New Password').value]).toEqual(['wrong-password-1', 'new-password-2']);
  });

  it('is busy while the change is sent, then clears the form', async () => {
    const answer = deferred<{ data: object; error: null }>();
    updateUser.mockReturnValue(answer.promise);
    await submit('old-password-1', 'new-password-2');
    const button = screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer.resolve({ data: {}, error: null }));
    await waitFor(() => expect(toastTitles()).toEqual(['Admin password updated successfully']));
    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(field('Current Password').value).toBe('');
  });
});
