import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster, useToasts } from '../src';
import { renderWithProviders } from '../src/testing';

const renderToaster = () => renderWithProviders(<Toaster />, { toaster: false });
const region = () => screen.getByRole('region', { name: 'Notifications' });

afterEach(() => jest.useRealTimers());

test('the toasts live in a named region that is there before any toast, so new ones are announced', () => {
  renderToaster();
  // A name on an element without a role is ignored by assistive technology: the region needs its role.
  expect(region().getAttribute('aria-live')).toBe('polite');
  expect(within(region()).queryAllByTestId('toast')).toHaveLength(0);
  act(() => void toast({ title: 'Saved', description: 'Your changes are stored.', variant: 'success' }));
  const shown = within(region()).getByRole('status');
  expect(shown.textContent).toContain('Saved');
  expect(shown.textContent).toContain('Your changes are stored.');
});

test('an error toast is an alert inside the region', () => {
  renderToaster();
  act(() => void toast({ title: 'Error', description: 'That did not work.', variant: 'destructive' }));
  expect(within(region()).getByRole('alert').textContent).toContain('That did not work.');
  expect(within(region()).queryByRole('status')).toBeNull();
});

test('a toast goes away by itself after its duration (5 s unless it says otherwise)', () => {
  jest.useFakeTimers();
  renderToaster();
  act(() => void toast({ title: 'Saved' }));
  act(() => void toast({ title: 'Copy this link', duration: 10_000 }));
  act(() => jest.advanceTimersByTime(4_999));
  expect(
    within(region())
      .getAllByTestId('toast')
      .map((t) => t.querySelector('strong')?.textContent),
  ).toEqual(['Saved', 'Copy this link']);
  act(() => jest.advanceTimersByTime(1));
  expect(
    within(region())
      .getAllByTestId('toast')
      .map((t) => t.querySelector('strong')?.textContent),
  ).toEqual(['Copy this link']);
  act(() => jest.advanceTimersByTime(5_000));
  expect(within(region()).queryAllByTestId('toast')).toHaveLength(0);
});

test('a toast with duration 0 stays until it is dismissed', () => {
  jest.useFakeTimers();
  renderToaster();
  act(() => void toast({ title: 'Action needed', duration: 0 }));
  act(() => jest.advanceTimersByTime(60_000));
  expect(within(region()).getByRole('status').textContent).toContain('Action needed');
});

test('only the newest toast shows; its close button dismisses it and the one before shows again', async () => {
  const user = userEvent.setup();
  renderToaster();
  act(() => void toast({ title: 'First' }));
  act(() => void toast({ title: 'Second' }));
  // The older toast is kept (and was announced) but hidden: one line fits the header band.
  expect(
    within(region())
      .getAllByRole('status')
      .map((t) => t.querySelector('strong')?.textContent),
  ).toEqual(['Second']);
  await user.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));
  expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['First']);
  expect(within(region()).getByRole('status').textContent).toContain('First');
});

test('at most five toasts are kept, the newest last', () => {
  renderToaster();
  act(() => {
    for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}`, duration: 0 });
  });
  expect(
    within(region())
      .getAllByTestId('toast')
      .map((t) => t.querySelector('strong')?.textContent),
  ).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7']);
});
