// Admin user management: who may call it, GoTrue's shapes, and the rules that keep an admin in charge.
import { sql } from 'kysely';
import { adminExists, ensureAdmin } from '../src/admin-bootstrap';
import { ANON, SITE, confirmedUser, signIn, startAuth, type Auth } from './harness';
import { adminSession } from './mfa-helpers';

let t: Auth;
let admin: { id: string; token: string };
let member: { id: string; token: string };
beforeAll(async () => {
  t = await startAuth();
  const a = await ensureAdmin(t.db, { email: 'boss@example.com', password: 'boss-password-1' });
  admin = { id: a.userId, token: (await adminSession(t, 'boss@example.com', 'boss-password-1')).access_token };
  const m = await confirmedUser(t, 'member@example.com', 'member-password-1', { firstName: 'Mia', lastName: 'Member', full_name: 'Mia Member' });
  member = { id: m.id, token: (await signIn(t, 'member@example.com')).access_token };
});
afterAll(() => t.close());

describe('ensureAdmin', () => {
  it('created a confirmed admin, and promotes an existing member while setting the password', async () => {
    const boss = await t.call('GET', '/user', undefined, admin.token);
    expect(boss.json()).toMatchObject({ app_metadata: { role: 'admin' }, email_confirmed_at: expect.any(String) });
    const promoted = await ensureAdmin(t.db, { email: 'Promote.Me@example.com', password: 'temp-password-1' });
    expect(promoted.action).toBe('created');
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', promoted.userId).execute();
    const again = await ensureAdmin(t.db, { email: 'promote.me@example.com', password: 'final-password-2' });
    expect(again).toEqual({ action: 'promoted', userId: promoted.userId, email: 'promote.me@example.com' });
    expect(
      (await t.call('POST', '/token?grant_type=password', { email: 'promote.me@example.com', password: 'final-password-2' })).json().user.app_metadata.role,
    ).toBe('admin');
    await expect(ensureAdmin(t.db, { email: 'x@example.com', password: 'short' })).rejects.toMatchObject({ code: 'weak_password' });
  });
});

describe('authorization', () => {
  it.each([
    ['GET', '/admin/users'],
    ['POST', '/admin/users'],
    ['GET', '/admin/users/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/admin/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
    ['POST', '/invite'],
  ] as const)('%s %s: 401 for a visitor, 403 for a member', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? { email: 'someone@example.com' } : undefined;
    const visitor = await t.call(method, path, body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('no_authorization');
    const asMember = await t.call(method, path, body, member.token);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('not_admin');
  });

  it('goes by the database, not only the token: a demoted admin is refused at once', async () => {
    const created = await ensureAdmin(t.db, { email: 'demoted@example.com', password: 'demoted-password-1' });
    const token = (await adminSession(t, 'demoted@example.com', 'demoted-password-1')).access_token;
    expect((await t.call('GET', '/admin/users', undefined, token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', created.userId).execute();
    expect((await t.call('GET', '/admin/users', undefined, token)).statusCode).toBe(403);
  });
});

describe('managing users', () => {
  it('lists users paged, newest first, with x-total-count, and searches by e-mail or name', async () => {
    const page = await t.call('GET', '/admin/users?page=1&per_page=2', undefined, admin.token);
    expect(page.statusCode).toBe(200);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(page.json().aud).toBe('authenticated');
    expect(page.json().users).toHaveLength(2);
    expect(page.headers.link).toContain('rel="next"');
    // supabase-js sends empty paging parameters when none are given.
    expect((await t.call('GET', '/admin/users?page=&per_page=', undefined, admin.token)).json().users).toHaveLength(total);
    const byName = await t.call('GET', '/admin/users?filter=mia%20mem', undefined, admin.token);
    expect(byName.json().users.map((u: { email: string }) => u.email)).toEqual(['member@example.com']);
    const byMail = await t.call('GET', '/admin/users?filter=BOSS@', undefined, admin.token);
    expect(byMail.json().users.map((u: { email: string }) => u.email)).toEqual(['boss@example.com']);
    expect((await t.call('GET', '/admin/users?filter=%25', undefined, admin.token)).json().users).toEqual([]);
    const crossOrigin = await t.app.inject({
      url: '/auth/v1/admin/users',
      headers: { origin: SITE, apikey: ANON, authorization: `Bearer ${admin.token}` },
    });
    expect(crossOrigin.headers['access-control-expose-headers']).toContain('x-total-count');
  });

  it('creates a confirmed user with a role, reads, updates and deletes it', async () => {
    const created = await t.call(
      'POST',
      '/admin/users',
      {
        email: 'new@example.com',
        password: 'new-password-1',
        email_confirm: true,
        user_metadata: { firstName: 'Nia', lastName: 'New' },
        app_metadata: { role: 'admin' },
      },
      admin.token,
    );
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({
      email: 'new@example.com',
      app_metadata: { role: 'admin' },
      user_metadata: { full_name: 'Nia New' },
      email_confirmed_at: expect.any(String),
    });
    expect((await t.call('POST', '/admin/users', { email: 'new@example.com' }, admin.token)).json().code).toBe('email_exists');

    const updated = await t.call(
      'PUT',
      `/admin/users/${user.id}`,
      { email: 'renamed@example.com', user_metadata: { firstName: 'Nina' }, app_metadata: { role: 'user' } },
      admin.token,
    );
    expect(updated.json()).toMatchObject({ email: 'renamed@example.com', app_metadata: { role: 'user' }, user_metadata: { full_name: 'Nina New' } });
    expect((await t.call('GET', `/admin/users/${user.id}`, undefined, admin.token)).json().email).toBe('renamed@example.com');

    expect((await t.call('DELETE', `/admin/users/${user.id}`, { should_soft_delete: false }, admin.token)).statusCode).toBe(200);
    const gone = await t.call('GET', `/admin/users/${user.id}`, undefined, admin.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('user_not_found');
    const audit = await sql<{ action: string }>`select action from audit_log`.execute(t.db);
    expect(audit.rows.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.user.create', 'auth.user.update', 'auth.user.delete']));
  });

  it('lets only one of two simultaneous creations of an address win, without a 500', async () => {
    const body = { email: 'race@example.com', password: 'race-password-1' };
    const results = await Promise.all([1, 2, 3].map(() => t.call('POST', '/admin/users', body, admin.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(results.filter((r) => r.statusCode === 422).map((r) => r.json().code)).toEqual(['email_exists', 'email_exists']);
  });

  it('deactivates with ban_duration (signing the user out everywhere) and reactivates with none', async () => {
    const s = await signIn(t, 'member@example.com');
    const banned = await t.call('PUT', `/admin/users/${member.id}`, { ban_duration: '876000h' }, admin.token);
    expect(new Date(banned.json().banned_until).getFullYear()).toBeGreaterThan(2100);
    expect((await t.call('GET', '/user', undefined, s.access_token)).json().code).toBe('session_not_found');
    expect((await t.call('POST', '/token?grant_type=password', { email: 'member@example.com', password: 'member-password-1' })).json().code).toBe(
      'user_banned',
    );
    expect((await t.call('PUT', `/admin/users/${member.id}`, { ban_duration: 'forever' }, admin.token)).statusCode).toBe(400);
    const back = await t.call('PUT', `/admin/users/${member.id}`, { ban_duration: 'none' }, admin.token);
    expect(back.json().banned_until).toBeNull();
    member.token = (await signIn(t, 'member@example.com')).access_token;
  });
});

describe('keeping an admin in charge', () => {
  let solo: Auth;
  let soloAdmin: { id: string; token: string };
  beforeAll(async () => {
    solo = await startAuth();
    expect(await adminExists(solo.db)).toBe(false);
    const a = await ensureAdmin(solo.db, { email: 'only@example.com', password: 'only-password-1' });
    soloAdmin = { id: a.userId, token: (await adminSession(solo, 'only@example.com', 'only-password-1')).access_token };
    expect(await adminExists(solo.db)).toBe(true);
  });
  afterAll(() => solo.close());

  it('refuses self-deletion, and demoting or deactivating the last admin', async () => {
    expect((await solo.call('DELETE', `/admin/users/${soloAdmin.id}`, undefined, soloAdmin.token)).json().code).toBe('cannot_delete_self');
    const demote = await solo.call('PUT', `/admin/users/${soloAdmin.id}`, { app_metadata: { role: 'user' } }, soloAdmin.token);
    expect(demote.statusCode).toBe(422);
    expect(demote.json().code).toBe('last_admin');
    expect((await solo.call('PUT', `/admin/users/${soloAdmin.id}`, { ban_duration: '1h' }, soloAdmin.token)).json().code).toBe('cannot_ban_self');
    expect((await solo.call('GET', '/user', undefined, soloAdmin.token)).json().app_metadata.role).toBe('admin');
  });

  it('allows stepping down once another admin exists, and refuses deleting the last one', async () => {
    const other = await ensureAdmin(solo.db, { email: 'second@example.com', password: 'second-password-1' });
    const otherToken = (await adminSession(solo, 'second@example.com', 'second-password-1')).access_token;
    expect((await solo.call('PUT', `/admin/users/${soloAdmin.id}`, { app_metadata: { role: 'user' } }, soloAdmin.token)).statusCode).toBe(200);
    // 'only' is a member now; 'second' is the last admin and cannot be removed by anyone.
    await ensureAdmin(solo.db, { email: 'only@example.com', password: 'only-password-2' });
    const token = (await adminSession(solo, 'only@example.com', 'only-password-2')).access_token;
    await solo.call('PUT', `/admin/users/${other.userId}`, { app_metadata: { role: 'user' } }, otherToken);
    expect((await solo.call('DELETE', `/admin/users/${soloAdmin.id}`, undefined, otherToken)).statusCode).toBe(403);
    const last = await solo.call('DELETE', `/admin/users/${soloAdmin.id}`, undefined, token);
    expect(last.json().code).toBe('cannot_delete_self');
  });
});

describe('invitations', () => {
  it('mails an invite whose link opens the set-password page signed in, where a password may be set', async () => {
    const res = await t.call('POST', '/invite', { email: 'invitee@example.com', data: { firstName: 'Ivy', lastName: 'Invited' } }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'invitee@example.com', invited_at: expect.any(String), email_confirmed_at: null });
    const { mail, link, localLink } = await t.lastMail('invitee@example.com');
    expect(mail.kind).toBe('auth.invite');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    const location = new URL((await fetch(localLink, { redirect: 'manual' })).headers.get('location') as string);
    expect(location.pathname).toBe('/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const token = fragment.get('access_token') as string;
    const set = await t.call('PUT', '/user', { password: 'invited-password-1' }, token);
    expect(set.statusCode).toBe(200);
    expect(set.json().email_confirmed_at).toEqual(expect.any(String));
    expect((await t.call('POST', '/token?grant_type=password', { email: 'invitee@example.com', password: 'invited-password-1' })).statusCode).toBe(200);
    expect((await t.call('POST', '/invite', { email: 'invitee@example.com' }, admin.token)).json().code).toBe('email_exists');
  });
});
