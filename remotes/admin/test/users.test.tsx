import { deferred, HttpResponse, renderWithProviders, serve, setupNetwork, toasts, type Recorded } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddUserForm } from '../src/panels/users/AddUserForm';
import { UsersPanel } from '../src/panels/users/UsersPanel';
import { authUser as user } from './fixtures';

jest.mock('../src/lib/session-token', () => ({ bearer: async () => ({ authorization: 'Bearer admin-token' }) }));

setupNetwork();

const AUTH = 'http://auth.test';
const ADMIN = 'http://admin.test';
const services = { auth: AUTH, admin: ADMIN };

const told = () => toasts().map((t) => [t.title, t.description]);
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const query = (call: Recorded) => Object.fromEntries(new URL(call.url).searchParams);
/** The auth service's user list, answered with these users whatever the page or search. */
const listing = (users: ReturnType<typeof user>[]) => ({ body: { users, aud: 'authenticated' }, headers: { 'x-total-count': String(users.length) } });

async function addUser(name: string, email: string) {
  const u = userEvent.setup();
  renderWithProviders(<AddUserForm onAdded={jest.fn()} />, { services });
  await u.type(field('Name'), name);
  await u.type(field('Email'), email);
  await u.click(screen.getByRole('button', { name: 'Add User' }));
  await waitFor(() => expect(told()).toHaveLength(1));
}

describe('adding a user', () => {
  it('announces a new account as added', async () => {
    const calls = serve(AUTH, { 'POST /auth/v1/invite': { body: user({ invited_at: '2026-11-20T10:00:00.000Z' }) } });
    await addUser('Ivy Invited', 'ivy@example.com');
    expect(told()).toEqual([['User added successfully', 'An invitation was sent to ivy@example.com.']]);
    expect(calls.map((c) => c.body)).toEqual([{ email: 'ivy@example.com', data: { full_name: 'Ivy Invited', firstName: 'Ivy', lastName: 'Invited' } }]);
  });

  it('says so when the e-mail was already invited or signed up (the invitation goes again), not that a user was added', async () => {
    serve(AUTH, { 'POST /auth/v1/invite': { body: user({ created_at: '2026-11-01T09:00:00.000Z', invited_at: '2026-11-20T10:00:00.000Z' }) } });
    await addUser('Ivy Again', 'ivy@example.com');
    expect(told()).toEqual([['Invitation sent again', 'ivy@example.com already has an account waiting for confirmation; the invitation was sent again.']]);
  });

  it('says the e-mail already has an account when it is confirmed, and keeps what was typed', async () => {
    serve(AUTH, { 'POST /auth/v1/invite': { status: 422, body: { code: 'email_exists', msg: 'A user with this email address has already been registered' } } });
    await addUser('Zoë Ångström', 'Zoe@Example.com');
    expect(told()).toEqual([['User not added', 'zoe@example.com already has an account.']]);
    expect([field('Name').value, field('Email').value]).toEqual(['Zoë Ångström', 'Zoe@Example.com']);
  });

  it("an empty field says 'Please fill in all fields' and sends nothing", async () => {
    const calls = serve(AUTH, {});
    const u = userEvent.setup();
    renderWithProviders(<AddUserForm onAdded={jest.fn()} />, { services });
    await u.type(field('Name'), 'Only a name');
    await u.click(screen.getByRole('button', { name: 'Add User' }));
    expect(told()).toEqual([['Please fill in all fields', '']]);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});

describe('exporting users', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:users');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('exports what the table shows: the search is applied to the file', async () => {
    const lists = serve(AUTH, { 'GET /auth/v1/admin/users?*': listing([user({ email: 'bob@example.com' })]) });
    const files = serve(ADMIN, {
      'GET /admin/reports/users.csv?*': new HttpResponse('Name,Email\r\nBob,bob@example.com\r\n', {
        headers: { 'content-disposition': 'attachment; filename="users_export.csv"' },
      }),
    });
    const u = userEvent.setup();
    renderWithProviders(<UsersPanel />, { services });
    await screen.findByText('bob@example.com');
    await u.type(screen.getByLabelText('Search by name or email'), 'bob');
    await waitFor(() => expect(query(lists.at(-1)!)).toEqual({ page: '1', per_page: '20', filter: 'bob' }));
    await screen.findByText('bob@example.com');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files.map((c) => c.path)).toEqual(['/admin/reports/users.csv?q=bob']));
    await waitFor(() => expect(told()).toEqual([['Export ready', 'users_export.csv']]));
  });

  it("says 'No data to export' when the table is empty, and fetches nothing", async () => {
    serve(AUTH, { 'GET /auth/v1/admin/users?*': listing([]) });
    const files = serve(ADMIN, {});
    const u = userEvent.setup();
    renderWithProviders(<UsersPanel />, { services });
    await screen.findByText('No users yet');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(told()).toEqual([['No data to export', '']]);
    expect(files).toEqual([]);
  });
});

describe('deleting a user', () => {
  const ivy = user({ email_confirmed_at: '2026-11-20T10:00:00.000Z' });

  it('is busy while the deletion runs, sends one request for a double click, then reloads the list', async () => {
    const answer = deferred<void>();
    const calls = serve(AUTH, {
      'GET /auth/v1/admin/users?*': listing([ivy]),
      [`DELETE /auth/v1/admin/users/${ivy.id}`]: async () => {
        await answer.promise;
        return { body: {} };
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<UsersPanel />, { services });
    await u.click(await screen.findByRole('button', { name: 'Delete Ivy Invited' }));
    const dialog = screen.getByRole('dialog');
    await u.dblClick(within(dialog).getByRole('button', { name: 'Delete User' }));
    const working = within(dialog).getByRole('button', { name: 'Working...' }) as HTMLButtonElement;
    expect(working.disabled).toBe(true);
    answer.resolve();
    await waitFor(() => expect(told()).toEqual([['User deleted successfully', undefined]]));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it("a refused deletion tells the service's reason and keeps the dialog open", async () => {
    serve(AUTH, {
      'GET /auth/v1/admin/users?*': listing([ivy]),
      [`DELETE /auth/v1/admin/users/${ivy.id}`]: { status: 500, body: { code: 'unexpected_failure', msg: 'Database error deleting user' } },
    });
    const u = userEvent.setup();
    renderWithProviders(<UsersPanel />, { services });
    await u.click(await screen.findByRole('button', { name: 'Delete Ivy Invited' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(told()).toEqual([['User not deleted', 'Database error deleting user']]));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
