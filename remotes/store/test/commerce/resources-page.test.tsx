import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { store } from '@sqw/contracts';
import ResourcesPage from '../../src/commerce/ResourcesPage';
import { resourceState } from '../../src/commerce/resources/resource-state';
import { asMember, orderDetail, PREMIUM, STORE } from './fixtures';
import { renderWithProviders, serve, setupNetwork, toastFor } from '@sqw/platform/testing';

setupNetwork();

const FREE: store.Resource = {
  ...PREMIUM,
  id: '55555555-5555-4555-8555-555555555555',
  slug: 'account-setup-checklist',
  title: 'Account Setup Checklist',
  category: 'Account Setup',
  premium: false,
  price_cents: 0,
  downloadable: true,
};
const resourceOrder = (over: Partial<store.OrderDetail> = {}) =>
  orderDetail({
    kind: 'resource',
    amount_cents: 500,
    pay_code: 'SQW-R5T8Q',
    item: { id: PREMIUM.id, slug: PREMIUM.slug, title: PREMIUM.title, type: 'resource' },
    payment: { handle: '$SQWCoaching', amount: '5.00', url: 'https://cash.app/$SQWCoaching/5?note=SQW-R5T8Q', note: 'SQW-R5T8Q' },
    ...over,
  });

afterEach(() => jest.useRealTimers());

test('state: free downloads, pending payment, confirmed code, and buying again after a rejection', () => {
  expect(resourceState(FREE, []).kind).toBe('download');
  expect(resourceState(PREMIUM, []).kind).toBe('buy');
  expect(resourceState(PREMIUM, [resourceOrder({ status: 'proof_submitted' })]).kind).toBe('awaiting');
  expect(resourceState(PREMIUM, [resourceOrder({ status: 'pending_payment' }), resourceOrder({ status: 'paid' })]).kind).toBe('confirmed');
  expect(resourceState(PREMIUM, [resourceOrder({ status: 'rejected', reject_reason: 'No payment found' })])).toMatchObject({
    kind: 'buy',
    rejected: { reject_reason: 'No payment found' },
  });
  expect(resourceState({ ...PREMIUM, purchased: true, downloadable: true }, []).kind).toBe('download');
});

function library(testMode: boolean, orders: store.Order[] = []) {
  return serve(STORE, {
    'GET /resources': { body: { items: [FREE, PREMIUM] } },
    'GET /orders?kind=resource': { body: { items: orders } },
    'GET /config/public': { body: { test_mode: testMode, cashapp_handle: '$SQWCoaching' } },
    [`POST /resources/${PREMIUM.id}/orders`]: { status: 201, body: resourceOrder() },
  });
}

test('resources are grouped by category with badges; $1 Test shows only in test mode', async () => {
  library(false);
  const { unmount } = renderWithProviders(<ResourcesPage />, { ...asMember, route: '/resources', path: '*' });
  const education = await screen.findByRole('region', { name: 'Education' });
  const card = within(education).getByRole('article', { name: 'Crypto Fundamentals' });
  expect(within(card).getByText('Premium')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Purchase Crypto Fundamentals for $5.00' })).toBeTruthy();
  expect(within(card).queryByRole('button', { name: /\$1 Test/ })).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Account Setup' })).getByRole('button', { name: 'Download Account Setup Checklist' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View Membership Plans' }).getAttribute('href')).toBe('/pricing');
  unmount();
  library(true);
  renderWithProviders(<ResourcesPage />, { ...asMember, route: '/resources', path: '*' });
  expect(await screen.findByRole('button', { name: '$1 Test purchase of Crypto Fundamentals' })).toBeTruthy();
});

test('buying opens Cash App with the order reference as the note, then the code dialog 1.5 s later', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const open = jest.fn().mockReturnValue({});
  Object.assign(window, { open });
  const calls = library(false);
  renderWithProviders(<ResourcesPage />, { ...asMember, route: '/resources', path: '*' });
  await user.click(await screen.findByRole('button', { name: 'Purchase Crypto Fundamentals for $5.00' }));
  const form = screen.getByRole('form', { name: 'Payment details' });
  // The member's name and email are filled in from the session.
  expect((within(form).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  await user.type(within(form).getByLabelText(/Cash App Tag/), '$AdaL');
  await user.click(within(form).getByRole('button', { name: 'Continue to Pay $5.00' }));

  await waitFor(() => expect(open).toHaveBeenCalledWith('https://cash.app/$SQWCoaching/5?note=SQW-R5T8Q', '_blank', 'noopener,noreferrer'));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', cashtag: '$AdaL', message: null, test: false });
  expect(toastFor('Complete Your Payment')?.duration).toBe(10_000);
  act(() => jest.advanceTimersByTime(1400));
  expect(screen.getByRole('dialog', { name: 'Purchase Crypto Fundamentals' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(150));
  const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
  expect(dialog.textContent).toContain('within 24 hours');
  expect(screen.queryByRole('dialog', { name: 'Purchase Crypto Fundamentals' })).toBeNull();
  // The library reloads to show the pending order on the card.
  await waitFor(() => expect(calls.filter((c) => c.path === '/resources')).toHaveLength(2));
});
