import { screen, waitFor } from '@testing-library/react';

/** The refusal shown under the code box (toasts are alerts too, so find it by its id). */
const refusal = () =>
  waitFor(() => {
    const el = document.getElementById('unlock-code-error');
    if (!el) throw new Error('no refusal shown');
    return el.textContent;
  });
import userEvent from '@testing-library/user-event';
import { isCompleteCode, sanitizeCode } from '../../src/commerce/resources/verify-code';
import { VerifyCodeDialog } from '../../src/commerce/resources/VerifyCodeDialog';
import { asMember, PREMIUM, STORE } from './fixtures';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastFor } from '@sqw/platform/testing';

setupNetwork();

const UNLOCK = `POST /resources/${PREMIUM.id}/unlock`;

test('the code keeps digits only, at most four', () => {
  expect(sanitizeCode('12a3-45')).toBe('1234');
  expect(sanitizeCode(' 0 9 ')).toBe('09');
  expect(sanitizeCode('abcd')).toBe('');
  expect(isCompleteCode('1234')).toBe(true);
  expect(isCompleteCode('123')).toBe(false);
  expect(isCompleteCode('12345')).toBe(false);
  expect(isCompleteCode('12a4')).toBe(false);
});

function open(onUnlocked = jest.fn()) {
  renderWithProviders(<VerifyCodeDialog resource={PREMIUM} order={null} onClose={() => undefined} onUnlocked={onUnlocked} />, {
    ...asMember,
    route: '/resources',
    path: '*',
  });
  return {
    input: screen.getByLabelText('4-digit code') as HTMLInputElement,
    verify: screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement,
    onUnlocked,
  };
}

test('Verify stays disabled until exactly four digits are typed; letters are dropped', async () => {
  const calls = serve(STORE, {});
  const { input, verify } = open();
  expect(verify.disabled).toBe(true);
  await userEvent.type(input, '1a2b3');
  expect(input.value).toBe('123');
  expect(verify.disabled).toBe(true);
  await userEvent.type(input, '{enter}');
  expect(calls).toHaveLength(0);
  await userEvent.type(input, '45');
  expect(input.value).toBe('1234');
  expect(verify.disabled).toBe(false);
});

test('a right code unlocks with the success message', async () => {
  const calls = serve(STORE, { [UNLOCK]: { body: { ok: true, resource_id: PREMIUM.id, message: 'Payment verified! Your download will start shortly.' } } });
  const { input, verify, onUnlocked } = open();
  await userEvent.type(input, '4821');
  await userEvent.click(verify);
  await waitFor(() => expect(onUnlocked).toHaveBeenCalledWith(PREMIUM));
  expect(calls[0]!.body).toEqual({ code: '4821' });
  expect(toastFor('Payment verified! Your download will start shortly.')?.variant).toBe('success');
});

test('a wrong code is refused with the wrong-code message and the attempts left; the code stays for correction', async () => {
  serve(STORE, {
    [UNLOCK]: apiError(400, 'verification_failed', 'Payment verification failed. Please try again or contact support.', [
      { path: 'code', message: '4 attempts left' },
    ]),
  });
  const { input, verify, onUnlocked } = open();
  await userEvent.type(input, '0000');
  await userEvent.click(verify);
  expect(await refusal()).toBe('Payment verification failed. Please try again or contact support. (4 attempts left.)');
  expect(toastFor('Error')?.description).toBe('Payment verification failed. Please try again or contact support.');
  expect(input.value).toBe('0000');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(onUnlocked).not.toHaveBeenCalled();
});

test('before the payment is confirmed the member is told the code comes within 24 hours', async () => {
  serve(STORE, {
    [UNLOCK]: apiError(
      409,
      'payment_pending',
      "We haven't confirmed this payment yet. Your 4-digit code will be e-mailed to you once it is verified (within 24 hours).",
    ),
  });
  const { input, verify } = open();
  await userEvent.type(input, '1111');
  await userEvent.click(verify);
  expect(await refusal()).toContain('within 24 hours');
});

test('a double click on Verify sends the code once, and the button says so while it is checked', async () => {
  const answer = deferred<void>();
  const calls = serve(STORE, {
    [UNLOCK]: async () => {
      await answer.promise;
      return { body: { ok: true, resource_id: PREMIUM.id, message: 'Payment verified! Your download will start shortly.' } };
    },
  });
  const { input, verify, onUnlocked } = open();
  await userEvent.type(input, '4821');
  await userEvent.dblClick(verify);
  expect(((await screen.findByRole('button', { name: 'Verifying...' })) as HTMLButtonElement).disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
  expect(calls).toHaveLength(1);
});

test('correcting a refused code clears its message', async () => {
  serve(STORE, { [UNLOCK]: apiError(400, 'verification_failed', 'Payment verification failed. Please try again or contact support.') });
  const { input, verify } = open();
  await userEvent.type(input, '0000');
  await userEvent.click(verify);
  await refusal();
  await userEvent.type(input, '{backspace}1');
  expect(input.value).toBe('0001');
  await waitFor(() => expect(document.getElementById('unlock-code-error')).toBeNull());
});
