import { apiError, deferred, type Routes, setupNetwork, toastTitles } from '@sqw/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { OrderReviewDialog } from '../src/panels/orders/OrderReviewDialog';
import { adminOrder } from './fixtures';
import { button, control, messageUnder, openDialog } from './dialog-harness';

setupNetwork();

const STORE = 'http://store.test';
const order = adminOrder(1, { pay_code: 'SQW-7', customer_email: 'buyer@example.com', customer_name: 'Buyer' });
const MARK_PAID = `POST /admin/orders/${order.id}/mark-paid`;
const REJECT = `POST /admin/orders/${order.id}/reject`;

const open = (routes: Routes) => openDialog((callbacks) => <OrderReviewDialog order={order} {...callbacks} />, { name: 'store', url: STORE }, routes);

test('a reason shorter than three characters is said under it and nothing is sent; marking paid still works', async () => {
  const { calls, user, onDone } = open({ [MARK_PAID]: { body: { ...order, status: 'paid' } } });
  await user.type(control('Reason for rejecting'), ' no ');
  await user.click(button('Reject Payment'));
  expect(await screen.findByText('Please give the member a reason.')).toBeTruthy();
  expect(messageUnder('Reason for rejecting')).toBe('Please give the member a reason.');
  expect(calls).toEqual([]);

  await user.type(control('Note to the member'), '  Thanks!  ');
  await user.click(button('Mark Paid'));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.body)).toEqual([{ note: 'Thanks!' }]);
  expect(toastTitles()).toEqual(['Order SQW-7 marked paid']);
});

test("the service's refusal of a reason is said under it, the reason stays and the dialog stays open", async () => {
  const { user, onDone, onClose } = open({
    [REJECT]: apiError(400, 'validation_failed', 'reason: Text must not contain control characters', [
      { path: 'reason', message: 'Text must not contain control characters' },
    ]),
  });
  await user.type(control('Reason for rejecting'), 'The amount does not match');
  await user.click(button('Reject Payment'));
  await waitFor(() => expect(toastTitles()).toEqual(['Order not rejected']));
  expect(messageUnder('Reason for rejecting')).toBe('Text must not contain control characters');
  expect(control('Reason for rejecting').value).toBe('The amount does not match');
  expect([onDone, onClose].map((f) => f.mock.calls.length)).toEqual([0, 0]);
});

test("the service's refusal of a note is said under it and the note stays", async () => {
  const { user, onDone } = open({
    [MARK_PAID]: apiError(400, 'validation_failed', 'note: Must be at most 500 characters', [{ path: 'note', message: 'Must be at most 500 characters' }]),
  });
  await user.type(control('Note to the member'), 'Welcome aboard');
  await user.click(button('Mark Paid'));
  await waitFor(() => expect(toastTitles()).toEqual(['Order not marked paid']));
  expect(messageUnder('Note to the member')).toBe('Must be at most 500 characters');
  expect(control('Note to the member').value).toBe('Welcome aboard');
  expect(onDone).not.toHaveBeenCalled();
});

test('both buttons are busy while a rejection is sent, and a double click sends it once', async () => {
  const answer = deferred<void>();
  const { calls, user, onDone, onClose } = open({
    [REJECT]: async () => {
      await answer.promise;
      return { body: { ...order, status: 'rejected', reject_reason: 'The amount does not match' } };
    },
  });
  await user.type(control('Reason for rejecting'), '  The amount does not match ');
  await user.dblClick(button('Reject Payment'));
  await waitFor(() => expect(button('Reject Payment').disabled).toBe(true));
  expect(button('Mark Paid').disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(calls.map((c) => c.body)).toEqual([{ reason: 'The amount does not match' }]);
  expect(toastTitles()).toEqual(['Order SQW-7 rejected']);
});

test('a double click on Mark Paid sends one request with no note', async () => {
  const answer = deferred<void>();
  const { calls, user, onDone } = open({
    [MARK_PAID]: async () => {
      await answer.promise;
      return { body: { ...order, status: 'paid' } };
    },
  });
  await user.dblClick(button('Mark Paid'));
  await waitFor(() => expect(button('Mark Paid').disabled).toBe(true));
  answer.resolve();
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.body)).toEqual([{ note: null }]);
});
