import type { store } from '@sqw/contracts';
import { setAccessTokenProvider, setRuntimeConfig } from '@sqw/platform';
import { renderWithProviders, serve, setupNetwork, type Recorded } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderQueue } from '../src/panels/orders/OrderQueue';
import { SessionQueue } from '../src/panels/orders/SessionQueue';
import { adminOrder } from './fixtures';

setupNetwork();
beforeAll(() => {
  setRuntimeConfig({ remotes: {}, services: { store: 'http://store.test' } });
  setAccessTokenProvider(async () => 'admin-token');
});

/** The store's order list, answered by `answer` from the request's query; each request's query is kept. */
let requests: Recorded[] = [];
function orders(answer: (q: URLSearchParams) => store.AdminOrderPage) {
  requests = serve('http://store.test', { 'GET /admin/orders?*': (r) => ({ body: answer(new URL(r.url).searchParams) }) });
}
const lastCall = () => Object.fromEntries(new URL(requests.at(-1)!.url).searchParams);

const order = (n: number) => adminOrder(n, { proof_url: '/admin/orders/x/proof' });
const page = (from: number, count: number, next: string | null, total = 1000, capped = true): store.AdminOrderPage => ({
  items: Array.from({ length: count }, (_, i) => order(from + i)),
  total,
  total_capped: capped,
  next,
});
const pager = () => screen.getByRole('navigation', { name: 'Orders pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;

test('pages on by cursor and back, showing a capped total as 1,000+', async () => {
  const user = userEvent.setup();
  orders((q) => (q.get('after') === 'c2' ? page(21, 20, 'c3') : page(1, 20, 'c2')));
  renderWithProviders(<OrderQueue />);
  expect(await screen.findByText('1,000+ orders')).toBeTruthy();
  expect(lastCall()).toEqual({ limit: '20', status: 'proof_submitted' });
  expect(within(pager()).getByText('1–20 of 1,000+')).toBeTruthy();
  expect(button('Previous').disabled).toBe(true);

  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('21–40 of 1,000+')).toBeTruthy());
  expect(lastCall()).toEqual({ limit: '20', status: 'proof_submitted', after: 'c2' });
  expect(screen.getByText('SQW-21')).toBeTruthy();

  await user.click(button('Previous'));
  await waitFor(() => expect(within(pager()).getByText('1–20 of 1,000+')).toBeTruthy());
  expect(lastCall().after).toBeUndefined();
});

test('the last page has no Next; a new filter starts again from the first page', async () => {
  const user = userEvent.setup();
  orders((q) =>
    q.get('status') === 'paid' ? page(1, 2, null, 2, false) : q.get('after') === 'c2' ? page(21, 5, null, 25, false) : page(1, 20, 'c2', 25, false),
  );
  renderWithProviders(<OrderQueue />);
  expect(await screen.findByText('25 orders')).toBeTruthy();
  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('21–25 of 25')).toBeTruthy());
  expect(button('Next').disabled).toBe(true);

  await user.selectOptions(screen.getByLabelText('Status'), 'paid');
  expect(await screen.findByText('2 orders')).toBeTruthy();
  expect(lastCall()).toEqual({ limit: '20', status: 'paid' });
  // One page only: no pager at all.
  expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
});

test('one order is "1 order"', async () => {
  orders(() => page(1, 1, null, 1, false));
  renderWithProviders(<OrderQueue />);
  expect(await screen.findByText('1 order')).toBeTruthy();
});

test('"All orders" asks for no status; a search sends its text and starts from the first page', async () => {
  const user = userEvent.setup();
  orders((q) => (q.get('after') === 'c2' ? page(21, 20, 'c3') : page(1, 20, 'c2')));
  renderWithProviders(<OrderQueue />);
  await screen.findByText('1,000+ orders');
  await user.click(button('Next'));
  await waitFor(() => expect(lastCall().after).toBe('c2'));
  await user.selectOptions(screen.getByLabelText('Status'), '');
  await waitFor(() => expect(lastCall()).toEqual({ limit: '20' }));
  await user.type(screen.getByLabelText('Search code, customer or item'), 'SQW-7');
  await waitFor(() => expect(lastCall()).toEqual({ limit: '20', q: 'SQW-7' }));
});

const session = (n: number): store.AdminSession => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'requested',
  preferred_times: ['2031-01-01T10:00:00.000Z'],
  topic: `Topic ${n}`,
  scheduled_at: null,
  admin_note: null,
  created_at: '2026-11-20T09:00:00.000Z',
  user_id: '00000000-0000-4000-8000-00000000bbbb',
  customer_email: `coachee${n}@example.com`,
  customer_name: `Coachee ${n}`,
});

test('the session queue pages by cursor and counts up to its cap', async () => {
  const user = userEvent.setup();
  const sessionPage = (from: number, count: number, next: string | null): store.AdminSessionPage => ({
    items: Array.from({ length: count }, (_, i) => session(from + i)),
    next,
    total: 1000,
    total_capped: true,
  });
  const seen = serve('http://store.test', {
    'GET /admin/sessions?*': (r) => ({ body: new URL(r.url).searchParams.get('after') === 's2' ? sessionPage(51, 3, null) : sessionPage(1, 50, 's2') }),
  });
  const query = () => Object.fromEntries(new URL(seen.at(-1)!.url).searchParams);
  renderWithProviders(<SessionQueue />);
  expect(await screen.findByText('1,000+ sessions')).toBeTruthy();
  expect(query()).toEqual({ limit: '50', status: 'requested' });
  const sessionsPager = () => screen.getByRole('navigation', { name: 'Sessions pages' });
  await user.click(within(sessionsPager()).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(within(sessionsPager()).getByText('51–53 of 1,000+')).toBeTruthy());
  expect(query()).toEqual({ limit: '50', status: 'requested', after: 's2' });
  expect(screen.getByText('Topic 52')).toBeTruthy();
  // A new filter starts again from the first page.
  await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
  await waitFor(() => expect(query()).toEqual({ limit: '50', status: 'confirmed' }));
});
