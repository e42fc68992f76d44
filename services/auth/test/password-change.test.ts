// A password change or reset signs the user out on every other device; this one stays.
import { ensureAdmin } from '../src/admin-bootstrap';
import { confirmedUser, signIn, startAuth, type Auth } from './harness';
import { adminSession } from './mfa-helpers';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const refresh = (token: string) => t.call('POST', '/token?grant_type=refresh_token', { refresh_token: token });
const me = (token: string) => t.call('GET', '/user', undefined, token);

describe('changing the password', () => {
  it('stops a stolen refresh token and access token of another session, and keeps this session working', async () => {
    await confirmedUser(t, 'owner@example.com', 'owner-password-1');
    const mine = await signIn(t, 'owner@example.com', 'owner-password-1');
    const stolen = await signIn(t, 'owner@example.com', 'owner-password-1');
    const changed = await t.call('PUT', '/user', { password: 'owner-password-2', current_password: 'owner-password-1' }, mine.access_token);
    expect(changed.statusCode).toBe(200);

    const thief = await refresh(stolen.refresh_token);
    expect(thief.statusCode).toBe(400);
    expect(thief.json().code).toBe('refresh_token_not_found');
    expect((await me(stolen.access_token)).json().code).toBe('session_not_found');

    expect((await me(mine.access_token)).statusCode).toBe(200);
    const renewed = await refresh(mine.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
  });

  it('leaves the other sessions alone when only the profile changes', async () => {
    await confirmedUser(t, 'profile@example.com');
    const mine = await signIn(t, 'profile@example.com');
    const other = await signIn(t, 'profile@example.com');
    expect((await t.call('PUT', '/user', { data: { firstName: 'Pat' } }, mine.access_token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('through the recovery link: the link’s session stays, every earlier one ends', async () => {
    await confirmedUser(t, 'forgot@example.com', 'forgot-password-1');
    const earlier = await signIn(t, 'forgot@example.com', 'forgot-password-1');
    expect((await t.call('POST', '/recover', { email: 'forgot@example.com' })).statusCode).toBe(200);
    const { code } = await t.lastMail('forgot@example.com');
    const link = await t.call('POST', '/verify', { type: 'recovery', email: 'forgot@example.com', token: code });
    expect(link.statusCode).toBe(200);
    const recovered = link.json() as { access_token: string; refresh_token: string };
    expect((await t.call('PUT', '/user', { password: 'forgot-password-2' }, recovered.access_token)).statusCode).toBe(200);

    expect((await refresh(earlier.refresh_token)).json().code).toBe('refresh_token_not_found');
    expect((await me(recovered.access_token)).statusCode).toBe(200);
    expect((await refresh(recovered.refresh_token)).statusCode).toBe(200);
  });

  it('set by an admin: every session of the user ends', async () => {
    const boss = await ensureAdmin(t.db, { email: 'boss@example.com', password: 'boss-password-1' });
    const bossToken = (await adminSession(t, 'boss@example.com', 'boss-password-1')).access_token;
    const user = await confirmedUser(t, 'reset-by-admin@example.com');
    const s = await signIn(t, 'reset-by-admin@example.com');
    expect((await t.call('PUT', `/admin/users/${user.id}`, { password: 'assigned-password-9' }, bossToken)).statusCode).toBe(200);
    expect((await refresh(s.refresh_token)).json().code).toBe('refresh_token_not_found');
    expect((await signIn(t, 'reset-by-admin@example.com', 'assigned-password-9')).user.id).toBe(user.id);
    // The admin's own session is untouched.
    expect((await me(bossToken)).json().id).toBe(boss.userId);
  });
});
