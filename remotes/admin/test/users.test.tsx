import type { auth } from '@sqw/contracts';
import { ApiError, useToasts } from '@sqw/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCsv } from '../src/lib/files';
import { AddUserForm } from '../src/panels/users/AddUserForm';
import { inviteUser, listUsers } from '../src/panels/users/api';
import { UsersPanel } from '../src/panels/users/UsersPanel';
import { renderWithProviders } from '@sqw/platform/testing';

jest.mock('../src/panels/users/api', () => ({ ...jest.requireActual('../src/panels/users/api'), inviteUser: jest.fn(), listUsers: jest.fn() }));
jest.mock('../src/lib/files', () => ({ ...jest.requireActual('../src/lib/files'), downloadCsv: jest.fn(async () => true) }));
const invite = inviteUser as jest.MockedFunction<typeof inviteUser>;
const list = listUsers as jest.MockedFunction<typeof listUsers>;
const download = downloadCsv as jest.MockedFunction<typeof downloadCsv>;

const user = (over: Partial<auth.AuthUser>): auth.AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ivy@example.com',
  phone: '',
  email_confirmed_at: null,
  confirmed_at: null,
  confirmation_sent_at: null,
  recovery_sent_at: null,
  email_change_sent_at: null,
  invited_at: '2026-11-20T10:00:00.000Z',
  last_sign_in_at: null,
  app_metadata: { provider: 'email', providers: ['email'], role: 'user' },
  user_metadata: { full_name: 'Ivy Invited' },
  identities: [],
  factors: [],
  banned_until: null,
  is_anonymous: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.description]);
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function addUser(name: string, email: string) {
  const u = userEvent.setup();
  renderWithProviders(<AddUserForm onAdded={jest.fn()} />);
  await u.type(field('Name'), name);
  await u.type(field('Email'), email);
  await u.click(screen.getByRole('button', { name: 'Add User' }));
  await waitFor(() => expect(toasts()).toHaveLength(1));
}

beforeEach(() => {
  invite.mockReset();
  list.mockReset();
  download.mockClear();
});

describe('adding a user', () => {
  it('announces a new account as added', async () => {
    invite.mockResolvedValue(user({}));
    await addUser('Ivy Invited', 'ivy@example.com');
    expect(toasts()).toEqual([['User added successfully', 'An invitation was sent to ivy@example.com.']]);
  });

  it('says so when the e-mail was already invited or signed up (the invitation goes again), not that a user was added', async () => {
    invite.mockResolvedValue(user({ created_at: '2026-11-01T09:00:00.000Z', invited_at: '2026-11-20T10:00:00.000Z' }));
    await addUser('Ivy Again', 'ivy@example.com');
    expect(toasts()).toEqual([['Invitation sent again', 'ivy@example.com already has an account waiting for confirmation; the invitation was sent again.']]);
  });

  it('says the e-mail already has an account when it is confirmed', async () => {
    invite.mockRejectedValue(new ApiError(422, 'email_exists', 'A user with this email address has already been registered'));
    await addUser('Zoë Ångström', 'Zoe@Example.com');
    expect(toasts()).toEqual([['User not added', 'zoe@example.com already has an account.']]);
  });
});

describe('exporting users', () => {
  it('exports what the table shows: the search is applied to the file', async () => {
    list.mockResolvedValue({ users: [user({ email: 'bob@example.com' })], total: 1 });
    const u = userEvent.setup();
    renderWithProviders(<UsersPanel />);
    await screen.findByText('bob@example.com');
    await u.type(screen.getByLabelText('Search by name or email'), 'bob');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(1, 'bob', expect.anything()));
    await screen.findByText('bob@example.com');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith('admin', '/admin/reports/users.csv?q=bob', 'users_export.csv');
  });

  it("says 'No data to export' when the table is empty, and fetches nothing", async () => {
    list.mockResolvedValue({ users: [], total: 0 });
    const u = userEvent.setup();
    renderWithProviders(<UsersPanel />);
    await screen.findByText('No users yet');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(toasts()).toEqual([['No data to export', undefined]]);
    expect(download).not.toHaveBeenCalled();
  });
});
