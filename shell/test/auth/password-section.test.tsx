import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getAuthClient } from '@sqw/platform';
import { PasswordSection } from '../../src/auth/account/PasswordSection';
import { renderWithProviders } from '@sqw/platform/testing';
import { resetBrowserState } from '../site/fixtures';

jest.mock('@sqw/platform', () => ({ ...jest.requireActual('@sqw/platform'), getAuthClient: jest.fn() }));

const updateUser = jest.fn();
beforeEach(() => {
  updateUser.mockReset();
  (getAuthClient as jest.Mock).mockResolvedValue({ auth: { updateUser } });
});
afterEach(resetBrowserState);

function submit(current: string, next: string) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: next } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('the account page’s password form', () => {
  it('tells the member that their other devices were signed out', async () => {
    updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    renderWithProviders(<PasswordSection />, { route: '/account' });
    submit('old-password-1', 'new-password-2');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Your password was changed. You have been signed out on other devices.');
    // And on the page, after the toast is gone.
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(within(form).getByText('Your password was changed. You have been signed out on other devices.')).toBeTruthy();
    expect(updateUser).toHaveBeenCalledWith({ password: 'new-password-2', current_password: 'old-password-1' });
  });

  it('says nothing of other devices when the change is refused', async () => {
    updateUser.mockResolvedValue({
      data: { user: null },
      error: { name: 'AuthApiError', code: 'current_password_mismatch', message: 'Current password is incorrect', status: 400 },
    });
    renderWithProviders(<PasswordSection />, { route: '/account' });
    submit('wrong-password-1', 'new-password-2');
    await waitFor(() => expect(updateUser).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByText('Error')).toBeTruthy());
    expect(screen.queryByText(/signed out on other devices/)).toBeNull();
  });
});
