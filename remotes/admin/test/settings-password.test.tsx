import { auth } from '@sqw/contracts';
import { passwordFormProblem } from '../src/panels/settings/PasswordForm';
import { isActive, nameMetadata } from '../src/panels/users/api';

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
