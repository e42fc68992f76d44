import type { store } from '@sqw/contracts';
import { apiError, deferred, type Routes, setupNetwork, toastTitles } from '@sqw/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatDateTime } from '../src/lib/format';
import { ConfirmSessionDialog } from '../src/panels/orders/ConfirmSessionDialog';
import { control, messageUnder, openDialog } from './dialog-harness';

setupNetwork();

const STORE = 'http://store.test';
const FIRST = '2031-01-01T10:00:00.000Z';
const SECOND = '2031-01-02T15:30:00.000Z';
const session: store.AdminSession = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'requested',
  preferred_times: [FIRST, SECOND],
  topic: 'Scaling a course',
  scheduled_at: null,
  admin_note: null,
  created_at: '2026-11-20T09:00:00.000Z',
  user_id: '00000000-0000-4000-8000-00000000bbbb',
  customer_email: 'coachee@example.com',
  customer_name: 'Coachee',
};
const CONFIRM = `POST /admin/sessions/${session.id}/confirm`;
const confirmed = (at: string): store.AdminSession => ({ ...session, status: 'confirmed', scheduled_at: at });

const open = (routes: Routes) => openDialog((callbacks) => <ConfirmSessionDialog session={session} {...callbacks} />, { name: 'store', url: STORE }, routes);
const confirmButton = () => screen.getByRole('button', { name: /^(Confirm Session|Confirming\.\.\.)$/ }) as HTMLButtonElement;
/** 'YYYY-MM-DDTHH:mm' in local time, as the datetime-local input holds an instant. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('no time is said under Scheduled time and nothing is sent', async () => {
  const { calls, user } = open({});
  fireEvent.change(control('Scheduled time'), { target: { value: '' } });
  await user.click(confirmButton());
  expect(await screen.findByText('Please choose a date and time.')).toBeTruthy();
  expect(messageUnder('Scheduled time')).toBe('Please choose a date and time.');
  expect(control('Scheduled time').getAttribute('aria-invalid')).toBe('true');
  expect(calls).toEqual([]);
});

test('a time already past is refused under Scheduled time, as the service would, and nothing is sent', async () => {
  const { calls, user } = open({});
  fireEvent.change(control('Scheduled time'), { target: { value: '2020-01-01T10:00' } });
  await user.click(confirmButton());
  expect(await screen.findByText('Preferred times must be in the future.')).toBeTruthy();
  expect(messageUnder('Scheduled time')).toBe('Preferred times must be in the future.');
  expect(calls).toEqual([]);
});

test('a preferred time picked is the one sent, with the trimmed note', async () => {
  const { calls, user, onDone, onClose } = open({ [CONFIRM]: { body: confirmed(SECOND) } });
  expect(control('Scheduled time').value).toBe(localInput(FIRST));
  const second = screen.getByRole('button', { name: formatDateTime(SECOND) });
  await user.click(second);
  expect(second.getAttribute('aria-pressed')).toBe('true');
  expect(control('Scheduled time').value).toBe(localInput(SECOND));
  await user.type(control('Note to the member'), '  Zoom link to follow ');
  await user.click(confirmButton());
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(calls.map((c) => c.body)).toEqual([{ scheduled_at: SECOND, note: 'Zoom link to follow' }]);
  expect(toastTitles()).toEqual(['Session confirmed']);
});

test("the service's refusal of the time is said under it, the typed values stay and the dialog stays open", async () => {
  const { user, onDone, onClose } = open({
    [CONFIRM]: apiError(400, 'validation_failed', 'scheduled_at: Preferred times must be in the future.', [
      { path: 'scheduled_at', message: 'Preferred times must be in the future.' },
    ]),
  });
  fireEvent.change(control('Scheduled time'), { target: { value: '2031-03-04T09:15' } });
  await user.type(control('Note to the member'), 'See you then');
  await user.click(confirmButton());
  await waitFor(() => expect(toastTitles()).toEqual(['Session not confirmed']));
  expect(messageUnder('Scheduled time')).toBe('Preferred times must be in the future.');
  expect([control('Scheduled time').value, control('Note to the member').value]).toEqual(['2031-03-04T09:15', 'See you then']);
  expect([onDone, onClose].map((f) => f.mock.calls.length)).toEqual([0, 0]);
});

test('Confirm is busy while sent, and a double click sends one request', async () => {
  const answer = deferred<void>();
  const { calls, user, onDone } = open({
    [CONFIRM]: async () => {
      await answer.promise;
      return { body: confirmed(FIRST) };
    },
  });
  await user.dblClick(confirmButton());
  await waitFor(() => expect(confirmButton().textContent).toBe('Confirming...'));
  expect(confirmButton().disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.body)).toEqual([{ scheduled_at: FIRST, note: null }]);
});
