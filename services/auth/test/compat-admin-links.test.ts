// supabase-js's auth.admin.generateLink and arbitrary JSON metadata, through the real client.
import { createClient, type GoTrueAdminApi } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ensureAdmin } from '../src/admin-bootstrap';
import { ANON, SITE, confirmedUser, startAuth, type Auth } from './harness';
import { signInAdmin } from './mfa-helpers';

let t: Auth;
let admin: GoTrueAdminApi;
beforeAll(async () => {
  t = await startAuth();
  await ensureAdmin(t.db, { email: 'chief@example.com', password: 'chief-password-1' });
  // Admin routes take an aal2 token: the password, then the authenticator code.
  const chief = t.client();
  await signInAdmin(chief, 'chief@example.com', 'chief-password-1');
  const { data } = await chief.auth.getSession();
  admin = createClient(t.url, ANON, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
    realtime: { transport: WebSocket as never },
  }).auth.admin;
});
afterAll(() => t.close());

/** Opens an action link against the test server as a browser would. */
async function follow(actionLink: string) {
  const link = new URL(actionLink);
  const res = await fetch(`${t.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('auth.admin.generateLink', () => {
  it('signup: creates the user, mails nothing, and the link confirms with the password it was generated with', async () => {
    const email = 'gen-signup@example.com';
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email,
      password: 'gen-password-1',
      options: { data: { plan: 'gold' }, redirectTo: `${SITE}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { plan: 'gold' } });
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: `${SITE}/welcome`, email_otp: expect.stringMatching(/^\d{6}$/) });
    expect(new URL(data.properties!.action_link).searchParams.get('token')).toBe(data.properties!.hashed_token);
    expect(await t.mails(email)).toEqual([]);
    const { location, fragment } = await follow(data.properties!.action_link);
    expect(location.pathname).toBe('/welcome');
    expect(fragment.get('type')).toBe('signup');
    expect((await t.client().auth.signInWithPassword({ email, password: 'gen-password-1' })).error).toBeNull();
  });

  it('invite, magiclink and recovery links sign in (the hashed token works with verifyOtp too)', async () => {
    const invite = await admin.generateLink({ type: 'invite', email: 'gen-invite@example.com' });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toEqual(expect.any(String));
    expect((await follow(invite.data.properties!.action_link)).fragment.get('type')).toBe('invite');

    await confirmedUser(t, 'gen-member@example.com');
    const magic = await admin.generateLink({ type: 'magiclink', email: 'gen-member@example.com' });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const verified = await t.client().auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('gen-member@example.com');

    const recovery = await admin.generateLink({ type: 'recovery', email: 'gen-member@example.com' });
    expect((await follow(recovery.data.properties!.action_link)).fragment.get('type')).toBe('recovery');
    expect((await admin.generateLink({ type: 'recovery', email: 'nobody@example.com' })).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await admin.generateLink({ type: 'signup', email: 'gen-member@example.com', password: 'whatever-pass-1' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
  });

  it('email_change_current and email_change_new: each gives its side of the double confirmation', async () => {
    const user = await confirmedUser(t, 'gen-old@example.com');
    const current = await admin.generateLink({ type: 'email_change_current', email: 'gen-old@example.com', newEmail: 'gen-new@example.com' });
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ email: 'gen-old@example.com', new_email: 'gen-new@example.com' });
    expect(current.data.properties?.verification_type).toBe('email_change');
    expect((await follow(current.data.properties!.action_link)).fragment.get('message')).toMatch(/other email/);
    // Generating the other side restarts the change; both must then confirm.
    const next = await admin.generateLink({ type: 'email_change_new', email: 'gen-old@example.com', newEmail: 'gen-new@example.com' });
    const again = await admin.generateLink({ type: 'email_change_current', email: 'gen-old@example.com', newEmail: 'gen-new@example.com' });
    expect(next.data.properties?.verification_type).toBe('email_change');
    const newSide = await t.db.selectFrom('users').select('email_change_confirm_status').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(newSide.email_change_confirm_status).toBe(0);
    expect((await follow(again.data.properties!.action_link)).fragment.get('message')).toMatch(/other email/);
  });

  it('is for admins only', async () => {
    await confirmedUser(t, 'plain-member@example.com');
    const { data } = await t.client().auth.signInWithPassword({ email: 'plain-member@example.com', password: 'member-password-1' });
    const member = createClient(t.url, ANON, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
      realtime: { transport: WebSocket as never },
    }).auth.admin;
    const res = await member.generateLink({ type: 'magiclink', email: 'plain-member@example.com' });
    expect(res.error?.status).toBe(403);
  });
});

describe('arbitrary JSON metadata', () => {
  const nested = { preferences: { theme: 'dark', notifications: { email: true, sms: false } }, tags: ['a', 'b'], score: 4.5 };

  it('keeps nested user_metadata from signUp and updateUser', async () => {
    const email = 'meta@example.com';
    const sb = t.client();
    const signed = await sb.auth.signUp({ email, password: 'meta-password-1', options: { data: nested } });
    expect(signed.error).toBeNull();
    expect(signed.data.user?.user_metadata).toMatchObject(nested);
    const { code } = await t.lastMail(email);
    expect((await sb.auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
    const updated = await sb.auth.updateUser({ data: { preferences: { theme: 'light' }, tags: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ preferences: { theme: 'light' }, score: 4.5 });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('tags');
    // The next access token carries it.
    expect((await sb.auth.refreshSession()).error).toBeNull();
    const claims = (await sb.auth.getClaims()).data?.claims;
    expect(claims?.user_metadata).toMatchObject({ preferences: { theme: 'light' } });
  });

  it('lets admins set any app_metadata; role stays the role claim and only admins can set it', async () => {
    const created = await admin.createUser({
      email: 'app-meta@example.com',
      password: 'app-password-1',
      email_confirm: true,
      app_metadata: { plan: { tier: 'gold', seats: 3 }, flags: ['beta'] },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'user',
      plan: { tier: 'gold', seats: 3 },
      flags: ['beta'],
    });
    const id = created.data.user!.id;
    // provider cannot be overridden; a null removes a key; the role is validated.
    const updated = await admin.updateUserById(id, { app_metadata: { provider: 'google', flags: null, role: 'admin' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin', plan: { tier: 'gold', seats: 3 } });
    expect((await admin.updateUserById(id, { app_metadata: { role: 'superuser' } })).error?.status).toBe(400);
    const sb = t.client();
    const { data } = await sb.auth.signInWithPassword({ email: 'app-meta@example.com', password: 'app-password-1' });
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims.app_metadata).toMatchObject({ role: 'admin', plan: { tier: 'gold' } });
    // A member cannot write app_metadata at all.
    await confirmedUser(t, 'not-admin@example.com');
    const member = t.client();
    await member.auth.signInWithPassword({ email: 'not-admin@example.com', password: 'member-password-1' });
    expect((await member.auth.updateUser({ data: { role: 'admin' } })).data.user?.app_metadata.role).toBe('user');
  });

  it('bounds the size of metadata', async () => {
    const res = await admin.createUser({ email: 'huge@example.com', user_metadata: { blob: 'x'.repeat(20_000) } });
    expect(res.error).toMatchObject({ status: 400 });
    const deep = await admin.createUser({ email: 'huge@example.com', app_metadata: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } });
    expect(deep.error).toMatchObject({ status: 400 });
  });
});
