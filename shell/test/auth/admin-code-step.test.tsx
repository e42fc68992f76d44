import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getAuthClient, useSessionStore } from '@sqw/platform';
import { RequireAdmin } from '../../src/auth/guards';
import { deferred, renderWithProviders, signedInAdmin, signInAs } from '@sqw/platform/testing';
import { resetBrowserState } from '../site/fixtures';

jest.mock('@sqw/platform', () => ({ ...jest.requireActual('@sqw/platform'), getAuthClient: jest.fn() }));

const mfa = { listFactors: jest.fn(), enroll: jest.fn(), unenroll: jest.fn(), challengeAndVerify: jest.fn() };
const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';

beforeEach(() => {
  Object.values(mfa).forEach((f) => f.mockReset());
  (getAuthClient as jest.Mock).mockResolvedValue({ auth: { mfa } });
  mfa.unenroll.mockResolvedValue({ data: {}, error: null });
});
afterEach(() => {
  resetBrowserState();
  useSessionStore.setState({ status: 'loading', user: null });
});

function renderAdmin(aal: 'aal1' | 'aal2') {
  signInAs(signedInAdmin({ aal }));
  renderWithProviders(
    <RequireAdmin>
      <h1>Admin Dashboard</h1>
    </RequireAdmin>,
    { route: '/admin', path: '/admin' },
  );
}
const typeCode = (code: string) => {
  fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /open the Admin Portal/ }));
};

describe('the Admin Portal’s code step', () => {
  it('first sign-in: enrols a factor, shows its QR code and key, keeps them after a wrong code, and opens /admin at aal2', async () => {
    mfa.listFactors.mockResolvedValue({ data: { all: [{ id: 'old', status: 'unverified' }], totp: [] }, error: null });
    mfa.enroll.mockResolvedValue({ data: { id: 'f1', type: 'totp', totp: { qr_code: QR, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' } }, error: null });
    renderAdmin('aal1');
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe(QR);
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'old' });
    expect(mfa.enroll).toHaveBeenCalledTimes(1);

    mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { name: 'AuthApiError', status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
    });
    typeCode('123 456');
    expect(await screen.findByText(/That code was not accepted/)).toBeTruthy();
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect((screen.getByLabelText(/6-digit code/) as HTMLInputElement).value).toBe('123 456');

    mfa.challengeAndVerify.mockResolvedValueOnce({ data: {}, error: null });
    typeCode('654321');
    await waitFor(() => expect(mfa.challengeAndVerify).toHaveBeenCalledTimes(2));
    // supabase-js stores the aal2 session; the session store follows, and the guard lets /admin through.
    act(() => signInAs(signedInAdmin()));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('later sign-ins ask for the code of the verified factor, and refuse what is not six digits before asking the service', async () => {
    mfa.listFactors.mockResolvedValue({ data: { all: [{ id: 'f9', status: 'verified' }], totp: [{ id: 'f9', status: 'verified' }] }, error: null });
    renderAdmin('aal1');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/6-digit code/)));
    expect(mfa.enroll).not.toHaveBeenCalled();
    typeCode('12ab');
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeTruthy();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('a double click sends one code and the button says it is checking until the answer comes', async () => {
    mfa.listFactors.mockResolvedValue({ data: { all: [{ id: 'f9', status: 'verified' }], totp: [{ id: 'f9', status: 'verified' }] }, error: null });
    const answer = deferred<{ data: null; error: { name: string; status: number; code: string; message: string } }>();
    mfa.challengeAndVerify.mockReturnValue(answer.promise);
    renderAdmin('aal1');
    fireEvent.change(await screen.findByLabelText(/6-digit code/), { target: { value: '123456' } });
    const button = screen.getByRole('button', { name: /open the Admin Portal/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Checking...' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Checking...' }));
    answer.resolve({ data: null, error: { name: 'AuthApiError', status: 422, code: 'mfa_challenge_expired', message: 'expired' } });
    expect(await screen.findByText(/That attempt expired/)).toBeTruthy();
    expect(mfa.challengeAndVerify).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Verify and open the Admin Portal' })).toHaveProperty('disabled', false);
    expect((screen.getByLabelText(/6-digit code/) as HTMLInputElement).value).toBe('123456');
  });

  it('an aal2 admin goes straight to the admin area', async () => {
    renderAdmin('aal2');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(mfa.listFactors).not.toHaveBeenCalled();
  });
});
