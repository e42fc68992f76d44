import type { admin } from '@sqw/contracts';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastTitles, type Recorded } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketForm } from '../src/panels/support/TicketForm';
import { TicketList } from '../src/panels/support/TicketList';

setupNetwork();

const ADMIN = 'http://admin.test';
const services = { admin: ADMIN };

const ticket = (over: Partial<admin.Ticket>): admin.Ticket => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: '001',
  title: 'Checkout button broken',
  description: 'Nothing happens on click.',
  priority: 'High',
  status: 'Open',
  created_at: '2025-03-01T10:00:00Z',
  resolved_at: null,
  created_by: 'admin@example.com',
  ...over,
});
const numbered = (n: number) =>
  ticket({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, number: String(n).padStart(3, '0'), title: `Ticket ${n}` });
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const query = (call: Recorded) => Object.fromEntries(new URL(call.url).searchParams);
const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

test("an empty title or description says 'Please fill in all fields' and sends nothing", async () => {
  const user = userEvent.setup();
  const calls = serve(ADMIN, {});
  renderWithProviders(<TicketForm onCreated={jest.fn()} />, { services });
  await user.type(field('Title'), 'Only a title');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  expect(toastTitles()).toEqual(['Please fill in all fields']);
  expect(field('Description').getAttribute('aria-invalid')).toBe('true');
  expect(field('Title').getAttribute('aria-invalid')).toBeNull();
  expect(calls).toEqual([]);
});

test('a complete ticket is created with its priority, announced, and the form clears', async () => {
  const user = userEvent.setup();
  const onCreated = jest.fn();
  const calls = serve(ADMIN, { 'POST /admin/tickets': { status: 201, body: ticket({ number: '002' }) } });
  renderWithProviders(<TicketForm onCreated={onCreated} />, { services });
  expect((field('Priority') as unknown as HTMLSelectElement).value).toBe('Medium');
  await user.type(field('Title'), '  Refund request  ');
  await user.type(field('Description'), 'Member asks for a refund.');
  await user.selectOptions(field('Priority') as unknown as HTMLSelectElement, 'High');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.body)).toEqual([{ title: 'Refund request', description: 'Member asks for a refund.', priority: 'High' }]);
  expect(calls[0]!.headers['idempotency-key']).toEqual(expect.any(String));
  expect(toastTitles()).toEqual(['Support ticket created']);
  expect(field('Title').value).toBe('');
  expect(field('Description').value).toBe('');
});

test('a failed create keeps what was typed and reuses the idempotency key on retry', async () => {
  const user = userEvent.setup();
  let failing = true;
  const calls = serve(ADMIN, {
    'POST /admin/tickets': () => (failing ? apiError(503, 'unavailable', 'The admin service is down.') : { status: 201, body: ticket({}) }),
  });
  renderWithProviders(<TicketForm onCreated={jest.fn()} />, { services });
  await user.type(field('Title'), 'T');
  await user.type(field('Description'), 'D');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await waitFor(() => expect(toastTitles()).toEqual(['Ticket not created']));
  expect(field('Title').value).toBe('T');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  expect(calls[0]!.headers['idempotency-key']).toBe(calls[1]!.headers['idempotency-key']);
});

test("the list shows #-numbers, offers Resolve only on open tickets, and resolving says 'Ticket #007 resolved'", async () => {
  const user = userEvent.setup();
  const open = ticket({ id: '00000000-0000-4000-8000-000000000007', number: '007', title: 'Open one' });
  const done = ticket({
    id: '00000000-0000-4000-8000-000000000003',
    number: '003',
    title: 'Done one',
    status: 'Resolved',
    resolved_at: '2025-03-02T10:00:00Z',
  });
  const calls = serve(ADMIN, {
    'GET /admin/tickets?*': { body: { items: [open, done], next: null, total: 2, total_capped: false } },
    [`POST /admin/tickets/${open.id}/resolve`]: { body: { ...open, status: 'Resolved', resolved_at: '2025-03-03T10:00:00Z' } },
  });
  renderWithProviders(<TicketList version={0} />, { services });
  await screen.findByRole('table');
  expect(firstCells()).toEqual(['#007', '#003']);
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(within(rows[1]!).queryByRole('button', { name: /Resolve/ })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Tickets pages' })).toBeNull();

  await user.click(within(rows[0]!).getByRole('button', { name: 'Resolve ticket #007' }));
  await waitFor(() => expect(toastTitles()).toEqual(['Ticket #007 resolved']));
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toContain(`POST /admin/tickets/${open.id}/resolve`);
});

test('pages on by cursor and back, the filter starting again at the first page', async () => {
  const user = userEvent.setup();
  const calls = serve(ADMIN, {
    'GET /admin/tickets?*': (call) => {
      const { after } = query(call);
      return after === 'c2'
        ? { body: { items: [numbered(1)], next: null, total: 21, total_capped: false } }
        : { body: { items: Array.from({ length: 20 }, (_, i) => numbered(21 - i)), next: 'c2', total: 21, total_capped: false } };
    },
  });
  renderWithProviders(<TicketList version={0} />, { services });
  const pager = await screen.findByRole('navigation', { name: 'Tickets pages' });
  expect(within(pager).getByText('1–20 of 21')).toBeTruthy();
  expect(query(calls[0]!)).toEqual({ limit: '20' });
  const button = (name: string) => within(screen.getByRole('navigation', { name: 'Tickets pages' })).getByRole('button', { name }) as HTMLButtonElement;
  expect(button('Previous').disabled).toBe(true);

  await user.click(button('Next'));
  await waitFor(() => expect(firstCells()).toEqual(['#001']));
  expect(query(calls.at(-1)!)).toEqual({ limit: '20', after: 'c2' });
  expect(within(screen.getByRole('navigation', { name: 'Tickets pages' })).getByText('21–21 of 21')).toBeTruthy();
  expect(button('Next').disabled).toBe(true);

  await user.click(button('Previous'));
  await waitFor(() => expect(firstCells()[0]).toBe('#021'));
  expect(query(calls.at(-1)!)).toEqual({ limit: '20' });

  await user.click(button('Next'));
  await waitFor(() => expect(firstCells()).toEqual(['#001']));
  await user.selectOptions(screen.getByLabelText('Show'), 'Open');
  await waitFor(() => expect(query(calls.at(-1)!)).toEqual({ limit: '20', status: 'Open' }));
});

test('a capped count shows as 1,000+', async () => {
  serve(ADMIN, { 'GET /admin/tickets?*': { body: { items: [numbered(1)], next: 'c2', total: 1000, total_capped: true } } });
  renderWithProviders(<TicketList version={0} />, { services });
  const pager = await screen.findByRole('navigation', { name: 'Tickets pages' });
  expect(within(pager).getByText('1–1 of 1,000+')).toBeTruthy();
});

test('a ticket list whose service is down shows its own error with Retry', async () => {
  const user = userEvent.setup();
  let down = true;
  serve(ADMIN, {
    'GET /admin/tickets?*': () =>
      down ? apiError(503, 'unavailable', 'The service is having trouble right now.') : { body: { items: [], next: null, total: 0, total_capped: false } },
  });
  renderWithProviders(<TicketList version={0} />, { services });
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByText('Could not load support tickets')).toBeTruthy();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No support tickets yet')).toBeTruthy();
});

test('Resolve is disabled while it runs, so a double click resolves once', async () => {
  const user = userEvent.setup();
  const open = ticket({ id: '00000000-0000-4000-8000-000000000007', number: '007' });
  const answer = deferred<void>();
  const calls = serve(ADMIN, {
    'GET /admin/tickets?*': { body: { items: [open], next: null, total: 1, total_capped: false } },
    [`POST /admin/tickets/${open.id}/resolve`]: async () => {
      await answer.promise;
      return { body: { ...open, status: 'Resolved', resolved_at: '2025-03-03T10:00:00Z' } };
    },
  });
  renderWithProviders(<TicketList version={0} />, { services });
  const resolve = (await screen.findByRole('button', { name: 'Resolve ticket #007' })) as HTMLButtonElement;
  await user.dblClick(resolve);
  expect(resolve.disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(toastTitles()).toEqual(['Ticket #007 resolved']));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});
