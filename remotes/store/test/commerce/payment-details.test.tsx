import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sqw/platform';
import { PaymentDetailsForm } from '../../src/commerce/resources/PaymentDetailsForm';
import { deferred, renderWithProviders, setupNetwork, toastFor } from '@sqw/platform/testing';
import { asMember } from './fixtures';

setupNetwork();

function open(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  renderWithProviders(<PaymentDetailsForm defaults={{ name: '', email: '', cashtag: '', message: '' }} amountLabel="$5.00" onSubmit={onSubmit} />, {
    ...asMember,
    route: '/resources',
    path: '*',
  });
  const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
  /** Types the three required fields, the member's own details unless told otherwise. */
  const fill = async ({ name = 'Ada Lovelace', email = 'ada@example.com', cashtag = '$AdaL' } = {}) => {
    await userEvent.type(field('Full Name'), name);
    await userEvent.type(field('Email'), email);
    await userEvent.type(field('Cash App Tag'), cashtag);
  };
  return { onSubmit, field, fill, submit: () => userEvent.click(screen.getByRole('button', { name: 'Continue to Pay $5.00' })) };
}

test('name, email and cash-app tag are required: the contract message, and nothing is sent', async () => {
  const { onSubmit, field, submit } = open();
  await userEvent.type(field('Message'), 'Hello');
  await submit();
  await waitFor(() => expect(toastFor('Error')?.description).toBe('Please fill out all required fields'));
  expect(onSubmit).not.toHaveBeenCalled();
  for (const label of ['Full Name', 'Email', 'Cash App Tag']) expect(field(label).getAttribute('aria-invalid')).toBe('true');
  expect(within(screen.getByRole('form', { name: 'Payment details' })).getAllByText('Please fill out all required fields')).toHaveLength(3);
});

test('a malformed email or cash tag gets its own readable message', async () => {
  const { onSubmit, fill, submit } = open();
  await fill({ email: 'not-an-email', cashtag: '$1bad tag' });
  await submit();
  expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
  expect(screen.getByText('Please enter your Cash App tag, e.g. $YourName')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('valid details are submitted with the message optional', async () => {
  const { onSubmit, fill, submit } = open();
  await fill({ name: ' Ada Lovelace ', email: 'Ada@Example.com' });
  await submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', cashtag: '$AdaL', message: null, test: false });
});

test('a refused submit keeps what was typed and puts the service field error on its field', async () => {
  const onSubmit = jest
    .fn()
    .mockRejectedValue(new ApiError(400, 'bad_request', 'Invalid', [{ path: 'cashtag', message: 'That Cash App tag is not accepted.' }]));
  const { field, fill, submit } = open(onSubmit);
  await fill();
  await submit();
  expect((await screen.findByText('That Cash App tag is not accepted.')).id).toBe('pay-cashtag-error');
  expect(field('Cash App Tag').getAttribute('aria-invalid')).toBe('true');
  expect(field('Full Name').value).toBe('Ada Lovelace');
  expect(field('Cash App Tag').value).toBe('$AdaL');
  expect(toastFor('Error')).toMatchObject({ description: 'Invalid', variant: 'destructive' });
  // Corrected, it can be sent again.
  expect((screen.getByRole('button', { name: 'Continue to Pay $5.00' }) as HTMLButtonElement).disabled).toBe(false);
});

test('a double click places one order, and the button says so while it is placed', async () => {
  const answer = deferred<void>();
  const { onSubmit, fill } = open(jest.fn(() => answer.promise));
  await fill();
  await userEvent.dblClick(screen.getByRole('button', { name: 'Continue to Pay $5.00' }));
  expect(((await screen.findByRole('button', { name: 'Creating order...' })) as HTMLButtonElement).disabled).toBe(true);
  answer.resolve();
  await screen.findByRole('button', { name: 'Continue to Pay $5.00' });
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
