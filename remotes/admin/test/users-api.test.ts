// The users panel's calls of the auth service's GoTrue admin API, through auth.adminEndpoints.
import { ApiError, setRuntimeConfig } from '@sqw/platform';
import { serve, setupNetwork } from '@sqw/platform/testing';
import { authUser } from './fixtures';
import { deleteUser, inviteUser, listUsers, setActive, updateUser, USERS_PER_PAGE } from '../src/panels/users/api';

jest.mock('../src/lib/session-token', () => ({ bearer: async () => ({ authorization: 'Bearer admin-token' }) }));

setupNetwork();

const AUTH = 'http://auth.test';
const ID = '00000000-0000-4000-8000-000000000001';

const user = authUser;

beforeAll(() => setRuntimeConfig({ remotes: {}, services: { auth: AUTH }, supabaseAnonKey: 'anon-key-1', routes: [] }));

describe('the users list', () => {
  it("asks GoTrue for a page by number with the apikey and the admin's token, and reads the total from x-total-count", async () => {
    const calls = serve(AUTH, {
      'GET /auth/v1/admin/users?*': { body: { users: [user()], aud: 'authenticated' }, headers: { 'x-total-count': '41' } },
    });
    const page = await listUsers(3, 'ivy', undefined);
    expect(page).toEqual({ users: [user()], total: 41 });
    expect(calls.map((c) => [c.method, c.path, c.headers.apikey, c.headers.authorization])).toEqual([
      ['GET', `/auth/v1/admin/users?page=3&per_page=${USERS_PER_PAGE}&filter=ivy`, 'anon-key-1', 'Bearer admin-token'],
    ]);
  });

  it('leaves the filter out when there is none, and counts the page when the header is missing', async () => {
    const calls = serve(AUTH, {
      'GET /auth/v1/admin/users?*': { body: { users: [user(), user({ id: '00000000-0000-4000-8000-000000000002' })], aud: 'authenticated' } },
    });
    const page = await listUsers(1, '', undefined);
    expect(page.total).toBe(2);
    expect(calls[0]?.path).toBe(`/auth/v1/admin/users?page=1&per_page=${USERS_PER_PAGE}`);
  });
});

describe('changing users', () => {
  it('invites with the name as metadata', async () => {
    const calls = serve(AUTH, { 'POST /auth/v1/invite': { body: user({ invited_at: '2026-11-20T10:00:00.000Z' }) } });
    await expect(inviteUser('Ivy Van Dyke', 'ivy@example.com')).resolves.toMatchObject({ email: 'ivy@example.com' });
    expect(calls[0]?.body).toEqual({ email: 'ivy@example.com', data: { full_name: 'Ivy Van Dyke', firstName: 'Ivy', lastName: 'Van Dyke' } });
  });

  it('edits, deactivates and deletes the user at its own path', async () => {
    const calls = serve(AUTH, { [`PUT /auth/v1/admin/users/${ID}`]: { body: user() }, [`DELETE /auth/v1/admin/users/${ID}`]: { body: {} } });
    await updateUser(ID, { name: 'Ivy Rose', email: 'ivy.rose@example.com', role: 'admin' });
    await setActive(ID, false);
    await setActive(ID, true);
    await deleteUser(ID);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        `/auth/v1/admin/users/${ID}`,
        { email: 'ivy.rose@example.com', user_metadata: { full_name: 'Ivy Rose', firstName: 'Ivy', lastName: 'Rose' }, app_metadata: { role: 'admin' } },
      ],
      ['PUT', `/auth/v1/admin/users/${ID}`, { ban_duration: '876000h' }],
      ['PUT', `/auth/v1/admin/users/${ID}`, { ban_duration: 'none' }],
      ['DELETE', `/auth/v1/admin/users/${ID}`, undefined],
    ]);
  });

  it("turns GoTrue's { code, msg } error into an ApiError the forms read", async () => {
    serve(AUTH, { 'POST /auth/v1/invite': { status: 422, body: { code: 'email_exists', msg: 'A user with this email address has already been registered' } } });
    const err = await inviteUser('Zoe', 'zoe@example.com').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
  });
});
