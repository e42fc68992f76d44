import { theme } from '@sqw/ui';
import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { toast, Toaster, useToasts } from '../src';

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  useToasts.setState({ toasts: [] });
});

const renderToaster = () =>
  render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );

test('the toasts live in a named region that is there before any toast, so new ones are announced', () => {
  renderToaster();
  // A name on an element without a role is ignored by assistive technology: the region needs its role.
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region.getAttribute('aria-live')).toBe('polite');
  act(() => toast({ title: 'Saved', description: 'Your changes are stored.', variant: 'success' }));
  expect(within(region).getByRole('status').textContent).toContain('Your changes are stored.');
});

test('an error toast is an alert inside the region', () => {
  renderToaster();
  act(() => toast({ title: 'Error', description: 'That did not work.', variant: 'destructive' }));
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(within(region).getByRole('alert').textContent).toContain('That did not work.');
});
