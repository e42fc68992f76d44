import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getAuthClient } from '@sqw/platform';
import { deferred, renderWithProviders, toastFor } from '@sqw/platform/testing';
import { ResendConfirmation } from '../../src/auth/ResendConfirmation';
import { resetBrowserState } from '../site/fixtures';

jest.mock('@sqw/platform', () => ({ ...jest.requireActual('@sqw/platform'), getAuthClient: jest.fn() }));

const resend = jest.fn();
beforeEach(() => {
  resend.mockReset();
  (getAuthClient as jest.Mock).mockResolvedValue({ auth: { resend } });
});
afterEach(resetBrowserState);

const button = () => screen.getByRole('button', { name: /Resend confirmation e-mail|Sending\.\.\./ });

describe('resending the confirmation e-mail', () => {
  it('a double click sends one request, the button is busy meanwhile, then says it was sent', async () => {
    const answer = deferred<{ data: object; error: null }>();
    resend.mockReturnValue(answer.promise);
    renderWithProviders(<ResendConfirmation email="ada@example.com" />);
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Sending...'));
    expect(button()).toHaveProperty('disabled', true);
    answer.resolve({ data: {}, error: null });
    await waitFor(() => expect(toastFor('Confirmation sent')?.description).toBe('We sent a new confirmation link to ada@example.com.'));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(resend.mock.calls[0][0]).toMatchObject({ type: 'signup', email: 'ada@example.com' });
    expect(button()).toHaveProperty('disabled', false);
  });

  it('a refusal is told as an error toast with the wait the service asks for, and the button is free again', async () => {
    resend.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit', message: 'Try again in 60 seconds.' },
    });
    renderWithProviders(<ResendConfirmation email="ada@example.com" />);
    fireEvent.click(button());
    await waitFor(() => expect(toastFor('Error')).toMatchObject({ description: 'Try again in 60 seconds.', variant: 'destructive' }));
    expect(button()).toHaveProperty('disabled', false);
  });
});
