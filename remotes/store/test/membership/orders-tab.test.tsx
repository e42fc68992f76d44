import type { store } from '@sqw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from '../../src/membership/DashboardPage';
import { refreshStanding } from '../../src/shared/purchase/standing';
import { asMember, orderDetail, STORE } from '../commerce/fixtures';
import { emptyDashboard } from './fixtures';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastFor, type Routes } from '@sqw/platform/testing';

setupNetwork();

const PENDING = orderDetail({ id: '33333333-3333-4333-8333-333333333301', pay_code: 'SQW-PEND1NG1', created_at: '2030-01-02T00:00:00.000Z' });
const PAID = orderDetail({
  id: '33333333-3333-4333-8333-333333333302',
  pay_code: 'SQW-PA1DPA1D',
  status: 'paid',
  has_proof: true,
  proof_submitted_at: '2030-01-01T01:00:00.000Z',
  paid_at: '2030-01-01T02:00:00.000Z',
  item: { id: '22222222-2222-4222-8222-222222222299', slug: 'hourly-coaching', title: 'Hourly Coaching', type: 'coaching' },
});
const RESOURCE = orderDetail({
  id: '33333333-3333-4333-8333-333333333303',
  kind: 'resource',
  pay_code: 'SQW-RES0URCE',
  amount_cents: 500,
  item: { id: '44444444-4444-4444-8444-444444444444', slug: 'crypto-fundamentals', title: 'Crypto Fundamentals', type: 'resource' },
  payment: { handle: '$SQWCoaching', amount: '5.00', url: 'https://cash.app/$SQWCoaching/5?note=SQW-RES0URCE', note: 'SQW-RES0URCE' },
});

const dashboard = (orders: store.Order[]): store.Dashboard => ({ ...emptyDashboard, orders });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
const row = (title: string) => screen.getByRole('article', { name: title });

/** The dashboard answers with `first`, then with `after` once something changed. */
function dashboardServes(first: store.Order[], after: store.Order[] = first, extra: Routes = {}) {
  let loads = 0;
  const calls = serve(STORE, { 'GET /dashboard': () => ({ body: dashboard(loads++ === 0 ? first : after) }), ...extra });
  return { calls, loads: () => loads };
}

beforeEach(() => {
  refreshStanding();
});

test('the order a mail links to opens highlighted and focused, with its pay code to copy, Upload Proof and Cancel; a paid order offers neither', async () => {
  dashboardServes([PAID, PENDING]);
  renderWithProviders(<DashboardPage />, { ...asMember, route: `/dashboard?tab=orders&order=${PENDING.id}`, path: '*' });
  const pending = await screen.findByRole('article', { name: 'Full Sovereign Course' });
  expect(pending.getAttribute('aria-current')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(pending));
  expect(pending.querySelector('code')?.textContent).toBe('SQW-PEND1NG1');
  expect(within(pending).getByRole('button', { name: 'Copy Code SQW-PEND1NG1' })).toBeTruthy();
  expect(within(pending).getByRole('button', { name: 'Upload Proof for order SQW-PEND1NG1' })).toBeTruthy();
  expect(within(pending).getByRole('button', { name: 'Cancel Order SQW-PEND1NG1' })).toBeTruthy();
  const paid = row('Hourly Coaching');
  expect(paid.getAttribute('aria-current')).toBeNull();
  expect(within(paid).queryByRole('button')).toBeNull();
});

test('uploading the proof from the orders tab sends it for that order and shows the order under review', async () => {
  const { calls, loads } = dashboardServes(
    [PENDING],
    [{ ...PENDING, status: 'proof_submitted', has_proof: true, proof_submitted_at: '2030-01-02T05:00:00.000Z' }],
    {
      [`POST /orders/${PENDING.id}/proof`]: { status: 201, body: { ...PENDING, status: 'proof_submitted', has_proof: true } },
    },
  );
  renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders', path: '*' });
  await screen.findByRole('article', { name: 'Full Sovereign Course' });
  await userEvent.click(screen.getByRole('button', { name: 'Upload Proof for order SQW-PEND1NG1' }));
  const dialog = screen.getByRole('dialog', { name: 'Payment proof for SQW-PEND1NG1' });
  await userEvent.upload(within(dialog).getByLabelText(/Payment screenshot/), png());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Proof' }));
  await waitFor(() => expect(toastFor('Proof Uploaded!')).toBeTruthy());
  expect(calls.filter((c) => c.path.endsWith('/proof')).map((c) => [c.method, c.url])).toEqual([['POST', `http://store.test/orders/${PENDING.id}/proof`]]);
  await waitFor(() => expect(loads()).toBe(2));
  expect(screen.queryByRole('dialog')).toBeNull();
  const pending = row('Full Sovereign Course');
  expect(await within(pending).findByText('Proof Submitted')).toBeTruthy();
  expect(within(pending).queryByRole('button', { name: /Cancel Order/ })).toBeNull();
});

test('cancelling asks first; Keep Order changes nothing, Cancel Order posts the cancel and shows it cancelled', async () => {
  const { calls, loads } = dashboardServes([PENDING], [{ ...PENDING, status: 'cancelled' }], {
    [`POST /orders/${PENDING.id}/cancel`]: { body: { ...PENDING, status: 'cancelled' } },
  });
  renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders', path: '*' });
  await screen.findByRole('article', { name: 'Full Sovereign Course' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order SQW-PEND1NG1' }));
  let dialog = screen.getByRole('dialog', { name: 'Cancel order SQW-PEND1NG1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order SQW-PEND1NG1' }));
  dialog = screen.getByRole('dialog', { name: 'Cancel order SQW-PEND1NG1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/orders/${PENDING.id}/cancel`]);
  expect(toastFor('Order Cancelled')?.description).toBe('Order SQW-PEND1NG1 is cancelled. Nothing more is needed from you.');
  await waitFor(() => expect(loads()).toBe(2));
  expect(await within(row('Full Sovereign Course')).findByText('Cancelled')).toBeTruthy();
  expect(within(row('Full Sovereign Course')).queryByRole('button')).toBeNull();
});

test("a cancel the service refuses shows its message and the order's current state", async () => {
  const { loads } = dashboardServes([PENDING], [{ ...PENDING, status: 'proof_submitted', has_proof: true }], {
    [`POST /orders/${PENDING.id}/cancel`]: apiError(409, 'conflict', 'Only an order awaiting payment can be cancelled; this one is proof submitted.'),
  });
  renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders', path: '*' });
  await screen.findByRole('article', { name: 'Full Sovereign Course' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order SQW-PEND1NG1' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
  await waitFor(() => expect(toastFor('Error')?.description).toBe('Only an order awaiting payment can be cancelled; this one is proof submitted.'));
  await waitFor(() => expect(loads()).toBe(2));
  expect(await within(row('Full Sovereign Course')).findByText('Proof Submitted')).toBeTruthy();
});

test('a double click on Cancel Order posts one cancel; both choices wait while it is sent', async () => {
  const answer = deferred<void>();
  const { calls } = dashboardServes([PENDING], [{ ...PENDING, status: 'cancelled' }], {
    [`POST /orders/${PENDING.id}/cancel`]: async () => {
      await answer.promise;
      return { body: { ...PENDING, status: 'cancelled' } };
    },
  });
  renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders', path: '*' });
  await screen.findByRole('article', { name: 'Full Sovereign Course' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order SQW-PEND1NG1' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel order SQW-PEND1NG1?' });
  await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Cancel Order' }));
  expect((within(dialog).getByRole('button', { name: 'Cancelling...' }) as HTMLButtonElement).disabled).toBe(true);
  expect((within(dialog).getByRole('button', { name: 'Keep Order' }) as HTMLButtonElement).disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(toastFor('Order Cancelled')).toBeTruthy());
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('a resource order awaiting payment asks for no upload and can be cancelled', async () => {
  dashboardServes([RESOURCE]);
  renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders', path: '*' });
  const resource = await screen.findByRole('article', { name: 'Crypto Fundamentals' });
  expect(within(resource).getByText('Not needed')).toBeTruthy();
  expect(resource.textContent).toContain('There is nothing to upload');
  expect(within(resource).queryByRole('button', { name: /Upload Proof/ })).toBeNull();
  expect(within(resource).getByRole('button', { name: 'Cancel Order SQW-RES0URCE' })).toBeTruthy();
});

test('a link to an order this account does not have says so', async () => {
  dashboardServes([PAID]);
  renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders&order=33333333-3333-4333-8333-333333333399', path: '*' });
  expect(await screen.findByText('The order from your link is not among the orders of this account.')).toBeTruthy();
});
