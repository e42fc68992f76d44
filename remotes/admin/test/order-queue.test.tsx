import type { store } from '@sqw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOrders } from '../src/panels/orders/api';
import { OrderQueue } from '../src/panels/orders/OrderQueue';
import { renderWithProviders } from '@sqw/platform/testing';

jest.mock('../src/panels/orders/api', () => ({ ...jest.requireActual('../src/panels/orders/api'), listOrders: jest.fn() }));
const list = listOrders as jest.MockedFunction<typeof listOrders>;

const order = (n: number): store.AdminOrder => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'product',
  status: 'proof_submitted',
  amount_cents: 5000,
  pay_code: `SQW-${n}`,
  item: { id: '00000000-0000-4000-8000-00000000aaaa', slug: 'hourly-coaching', title: 'Hourly Coaching', type: 'coaching' },
  note: null,
  has_proof: true,
  proof_submitted_at: '2026-11-20T10:00:00.000Z',
  reject_reason: null,
  unlock_code: null,
  unlocked: false,
  is_test: false,
  payment: { handle: '$SQWCoaching', amount: '50.00', url: 'https://cash.app/$SQWCoaching/50', note: null },
  paid_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  history: [],
  user_id: '00000000-0000-4000-8000-00000000bbbb',
  customer_email: `buyer${n}@example.com`,
  customer_name: `Buyer ${n}`,
  cashtag: null,
  message: null,
  unlock_attempts: 0,
  proof_url: '/admin/orders/x/proof',
});
const page = (from: number, count: number, next: string | null, total = 1000, capped = true): store.AdminOrderPage => ({
  items: Array.from({ length: count }, (_, i) => order(from + i)),
  total,
  total_capped: capped,
  next,
});
const pager = () => screen.getByRole('navigation', { name: 'Orders pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;
const lastCall = () => list.mock.calls.at(-1)![0];

beforeEach(() => list.mockReset());

test('pages on by cursor and back, showing a capped total as 1,000+', async () => {
  const user = userEvent.setup();
  list.mockImplementation(async ({ after }) => (after === 'c2' ? page(21, 20, 'c3') : page(1, 20, 'c2')));
  renderWithProviders(<OrderQueue />);
  expect(await screen.findByText('1,000+ orders')).toBeTruthy();
  expect(lastCall()).toEqual({ status: 'proof_submitted', q: '', after: undefined });
  expect(within(pager()).getByText('1–20 of 1,000+')).toBeTruthy();
  expect(button('Previous').disabled).toBe(true);

  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('21–40 of 1,000+')).toBeTruthy());
  expect(lastCall()).toEqual({ status: 'proof_submitted', q: '', after: 'c2' });
  expect(screen.getByText('SQW-21')).toBeTruthy();

  await user.click(button('Previous'));
  await waitFor(() => expect(within(pager()).getByText('1–20 of 1,000+')).toBeTruthy());
  expect(lastCall().after).toBeUndefined();
});

test('the last page has no Next; a new filter starts again from the first page', async () => {
  const user = userEvent.setup();
  list.mockImplementation(async ({ after, status }) =>
    status === 'paid' ? page(1, 2, null, 2, false) : after === 'c2' ? page(21, 5, null, 25, false) : page(1, 20, 'c2', 25, false),
  );
  renderWithProviders(<OrderQueue />);
  expect(await screen.findByText('25 orders')).toBeTruthy();
  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('21–25 of 25')).toBeTruthy());
  expect(button('Next').disabled).toBe(true);

  await user.selectOptions(screen.getByLabelText('Status'), 'paid');
  expect(await screen.findByText('2 orders')).toBeTruthy();
  expect(lastCall()).toEqual({ status: 'paid', q: '', after: undefined });
  // One page only: no pager at all.
  expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
});

test('one order is "1 order"', async () => {
  list.mockResolvedValue(page(1, 1, null, 1, false));
  renderWithProviders(<OrderQueue />);
  expect(await screen.findByText('1 order')).toBeTruthy();
});
