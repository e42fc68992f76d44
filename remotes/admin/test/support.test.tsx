import type { admin } from '@sqw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTicket, listTickets, resolveTicket } from '../src/panels/support/api';
import { TicketForm } from '../src/panels/support/TicketForm';
import { TicketList } from '../src/panels/support/TicketList';
import { renderWithProviders, toastTitles } from '@sqw/platform/testing';

jest.mock('../src/panels/support/api', () => ({
  ...jest.requireActual('../src/panels/support/api'),
  createTicket: jest.fn(),
  listTickets: jest.fn(),
  resolveTicket: jest.fn(),
}));
const create = createTicket as jest.MockedFunction<typeof createTicket>;
const list = listTickets as jest.MockedFunction<typeof listTickets>;
const resolve = resolveTicket as jest.MockedFunction<typeof resolveTicket>;

const ticket = (over: Partial<admin.Ticket>): admin.Ticket => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: '001',
  title: 'Checkout button broken',
  description: 'Nothing happens on click.',
  priority: 'High',
  status: 'Open',
  createdAt: '2025-03-01T10:00:00Z',
  resolvedAt: null,
  createdBy: 'admin@example.com',
  ...over,
});
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

beforeEach(() => {
  create.mockReset();
  list.mockReset();
  resolve.mockReset();
});

test("an empty title or description says 'Please fill in all fields' and sends nothing", async () => {
  const user = userEvent.setup();
  renderWithProviders(<TicketForm onCreated={jest.fn()} />);
  await user.type(field('Title'), 'Only a title');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  expect(toastTitles()).toEqual(['Please fill in all fields']);
  expect(field('Description').getAttribute('aria-invalid')).toBe('true');
  expect(field('Title').getAttribute('aria-invalid')).toBeNull();
  expect(create).not.toHaveBeenCalled();
});

test('a complete ticket is created with its priority, announced, and the form clears', async () => {
  const user = userEvent.setup();
  const onCreated = jest.fn();
  create.mockResolvedValue(ticket({ number: '002' }));
  renderWithProviders(<TicketForm onCreated={onCreated} />);
  expect((field('Priority') as unknown as HTMLSelectElement).value).toBe('Medium');
  await user.type(field('Title'), '  Refund request  ');
  await user.type(field('Description'), 'Member asks for a refund.');
  await user.selectOptions(field('Priority') as unknown as HTMLSelectElement, 'High');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  expect(create).toHaveBeenCalledWith({ title: 'Refund request', description: 'Member asks for a refund.', priority: 'High' }, expect.any(String));
  expect(toastTitles()).toEqual(['Support ticket created']);
  expect(field('Title').value).toBe('');
  expect(field('Description').value).toBe('');
});

test('a failed create keeps what was typed and reuses the idempotency key on retry', async () => {
  const user = userEvent.setup();
  create.mockRejectedValueOnce(new Error('The admin service is down.')).mockResolvedValueOnce(ticket({}));
  renderWithProviders(<TicketForm onCreated={jest.fn()} />);
  await user.type(field('Title'), 'T');
  await user.type(field('Description'), 'D');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await waitFor(() => expect(toastTitles()).toEqual(['Ticket not created']));
  expect(field('Title').value).toBe('T');
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create.mock.calls[0]![1]).toBe(create.mock.calls[1]![1]);
});

test("the list shows #-numbers, offers Resolve only on open tickets, and resolving says 'Ticket #007 resolved'", async () => {
  const user = userEvent.setup();
  const open = ticket({ id: '00000000-0000-4000-8000-000000000007', number: '007', title: 'Open one' });
  const done = ticket({ id: '00000000-0000-4000-8000-000000000003', number: '003', title: 'Done one', status: 'Resolved', resolvedAt: '2025-03-02T10:00:00Z' });
  list.mockResolvedValue({ items: [open, done], total: 2 });
  resolve.mockResolvedValue({ ...open, status: 'Resolved', resolvedAt: '2025-03-03T10:00:00Z' });
  renderWithProviders(<TicketList version={0} />);
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['#007', '#003']);
  expect(within(rows[1]!).queryByRole('button', { name: /Resolve/ })).toBeNull();

  await user.click(within(rows[0]!).getByRole('button', { name: 'Resolve ticket #007' }));
  await waitFor(() => expect(toastTitles()).toEqual(['Ticket #007 resolved']));
  expect(resolve).toHaveBeenCalledWith(open.id);
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('a ticket list whose service is down shows its own error with Retry', async () => {
  const user = userEvent.setup();
  list.mockRejectedValueOnce(new Error('The service is having trouble right now.')).mockResolvedValueOnce({ items: [], total: 0 });
  renderWithProviders(<TicketList version={0} />);
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByText('Could not load support tickets')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No support tickets yet')).toBeTruthy();
});
