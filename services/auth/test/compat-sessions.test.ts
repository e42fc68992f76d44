// The real supabase-js client against the running service: sessions across devices, recovery, one-time codes, admin.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ensureAdmin } from '../src/admin-bootstrap';
import { ANON, SITE, events, startAuth, type Auth } from './harness';
import { signInAdmin } from './mfa-helpers';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

describe('sign-out scopes', () => {
  const PW = 'scope-password-1';
  const signedInClients = async (n: number) => {
    const clients = Array.from({ length: n }, () => t.client());
    for (const c of clients) expect((await c.auth.signInWithPassword({ email: 'scopes@example.com', password: PW })).error).toBeNull();
    return clients;
  };
  const alive = async (c: SupabaseClient) => (await c.auth.getUser()).data.user !== null;

  beforeAll(async () => {
    await ensureAdmin(t.db, { email: 'scopes@example.com', password: PW });
  });

  it('local ends only this session', async () => {
    const [a, b] = await signedInClients(2);
    expect((await a!.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a!.auth.getSession()).data.session).toBeNull();
    expect(await alive(b!)).toBe(true);
  });

  it('others ends every other session and keeps this one', async () => {
    const [a, b, c] = await signedInClients(3);
    expect((await a!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(a!)).toBe(true);
    const lost = await b!.auth.getUser();
    expect(lost.error?.name).toBe('AuthSessionMissingError');
    expect((await b!.auth.getSession()).data.session).toBeNull();
    expect((await c!.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });

  it('global ends all of them', async () => {
    const [a, b] = await signedInClients(2);
    expect((await a!.auth.signOut()).error).toBeNull();
    expect(await alive(b!)).toBe(false);
  });
});

describe('password recovery and one-time codes', () => {
  const RECOVER = 'recover@example.com';
  beforeAll(async () => {
    await t.client().auth.signUp({ email: RECOVER, password: 'old-password-1' });
    const { code } = await t.lastMail(RECOVER);
    expect((await t.client().auth.verifyOtp({ email: RECOVER, token: code, type: 'signup' })).error).toBeNull();
  });

  it('mails a recovery code whose session may set a new password without the old one', async () => {
    const sb = t.client();
    const log = events(sb);
    expect((await sb.auth.resetPasswordForEmail(RECOVER, { redirectTo: `${SITE}/reset-password` })).error).toBeNull();
    const { mail, code, link } = await t.lastMail(RECOVER);
    expect(mail.kind).toBe('auth.recovery');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    const recovery = log.next('PASSWORD_RECOVERY');
    const { data, error } = await sb.auth.verifyOtp({ email: RECOVER, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    await recovery;
    expect((await sb.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: RECOVER, password: 'new-password-2' })).error).toBeNull();
    // The recovery privilege is spent: the next change needs the current password again.
    expect((await sb.auth.updateUser({ password: 'third-password-3' })).error?.code).toBe('current_password_required');
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    expect((await t.client().auth.resetPasswordForEmail('ghost@example.com')).error).toBeNull();
    expect(await t.mails('ghost@example.com')).toEqual([]);
  });

  it('rejects a wrong or reused code with otp_expired', async () => {
    const sb = t.client();
    const wrong = await sb.auth.verifyOtp({ email: RECOVER, token: '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403 });
  });

  it('signs in with an e-mailed one-time code (signInWithOtp)', async () => {
    const sb = t.client();
    expect((await sb.auth.signInWithOtp({ email: RECOVER })).error).toBeNull();
    const { mail, code } = await t.lastMail(RECOVER);
    expect(mail.kind).toBe('auth.magiclink');
    const { data, error } = await sb.auth.verifyOtp({ email: RECOVER, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(RECOVER);
    expect((await sb.auth.verifyOtp({ email: RECOVER, token: code, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('verifies a link token as token_hash', async () => {
    await t.client().auth.signInWithOtp({ email: RECOVER });
    const { token } = await t.lastMail(RECOVER);
    const { data, error } = await t.client().auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(RECOVER);
  });
});

describe('the admin API through supabase-js', () => {
  it('lists, creates, updates, invites and deletes users with an admin token', async () => {
    await ensureAdmin(t.db, { email: 'chief@example.com', password: 'chief-password-1' });
    const chief = t.client();
    await signInAdmin(chief, 'chief@example.com', 'chief-password-1');
    const { data: signedIn } = await chief.auth.getSession();
    const admin = createClient(t.url, ANON, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${signedIn.session!.access_token}` } },
      realtime: { transport: WebSocket as never },
    }).auth.admin;
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect(page.data).toMatchObject({ nextPage: 2, total: expect.any(Number) });
    const created = await admin.createUser({
      email: 'made@example.com',
      password: 'made-password-1',
      email_confirm: true,
      user_metadata: { firstName: 'Made' },
    });
    expect(created.error).toBeNull();
    const updated = await admin.updateUserById(created.data.user!.id, { app_metadata: { role: 'admin' }, ban_duration: '24h' });
    expect(updated.data.user).toMatchObject({ app_metadata: { role: 'admin' }, banned_until: expect.any(String) });
    const invited = await admin.inviteUserByEmail('guest@example.com');
    expect(invited.data.user?.email).toBe('guest@example.com');
    expect((await admin.deleteUser(created.data.user!.id)).error).toBeNull();
    expect((await admin.getUserById(created.data.user!.id)).error).toMatchObject({ code: 'user_not_found', status: 404 });
  });
});

describe('settings', () => {
  it('publishes the settings supabase-js and the shell read', async () => {
    const res = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: ANON } });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
  });
});
