// The real supabase-js client against the running service: what the shell will do.
import { isAuthApiError, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { area } from '@sqw/contracts/areas';
import { SITE, events, startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const EMAIL = 'ada@example.com';
const PASSWORD = 'first-password-1';

describe('sign-up and e-mail confirmation', () => {
  it('signs up without a session, keeps the role server-side and mails a confirmation link', async () => {
    const sb = t.client();
    const { data, error } = await sb.auth.signUp({
      email: 'Ada@Example.com',
      password: PASSWORD,
      options: { data: { firstName: 'Ada', lastName: 'Lovelace', role: 'admin' }, emailRedirectTo: `${SITE}/auth/callback` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: EMAIL, aud: 'authenticated', role: 'authenticated', email_confirmed_at: null });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'user' });
    expect(data.user?.user_metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', full_name: 'Ada Lovelace' });
    expect(data.user?.identities).toHaveLength(1);
    const { mail, link } = await t.lastMail(EMAIL);
    expect(mail.subject).toBe('Confirm your signup');
    expect(link.startsWith(`http://localhost:${area('auth').service.port}/auth/v1/verify?`)).toBe(true);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/auth/callback`);
  });

  it('refuses to sign in before the address is confirmed', async () => {
    const { data, error } = await t.client().auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' });
  });

  it('confirms through the link: a 303 back to the site with the session in the fragment', async () => {
    const { localLink } = await t.lastMail(EMAIL);
    const res = await fetch(localLink, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/auth/callback`);
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    expect(Number(params.get('expires_in'))).toBe(3600);

    const sb = t.client();
    const { data, error } = await sb.auth.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    // The link works once.
    const again = new URL((await fetch(localLink, { redirect: 'manual' })).headers.get('location') as string);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('answers a second sign-up for a confirmed address like a new one, without an identity or a mail', async () => {
    const before = (await t.mails(EMAIL)).length;
    const { data, error } = await t.client().auth.signUp({ email: EMAIL, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(EMAIL);
    expect(data.user?.identities).toEqual([]);
    expect((await t.mails(EMAIL)).length).toBe(before);
  });
});

describe('a signed-in member', () => {
  let sb: SupabaseClient;
  let log: ReturnType<typeof events>;
  beforeAll(async () => {
    sb = t.client();
    log = events(sb);
  });

  it('signs in with the password and gets a full session and SIGNED_IN', async () => {
    const signedIn = log.next('SIGNED_IN');
    const { data, error } = await sb.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: EMAIL } });
    expect(data.session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    await signedIn;
    const { data: s } = await sb.auth.getSession();
    expect(s.session?.access_token).toBe(data.session!.access_token);
    const { data: u } = await sb.auth.getUser();
    expect(u.user).toMatchObject({ email: EMAIL, app_metadata: { role: 'user' } });
    expect(u.user?.last_sign_in_at).toEqual(expect.any(String));
  });

  it('reports wrong passwords as invalid_credentials', async () => {
    const { error } = await t.client().auth.signInWithPassword({ email: EMAIL, password: 'wrong-password' });
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' });
    const { error: nobody } = await t.client().auth.signInWithPassword({ email: 'nobody@example.com', password: 'wrong-password' });
    expect(nobody).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('verifies its token with the JWKS (getClaims)', async () => {
    const { data, error } = await sb.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(data?.claims).toMatchObject({ email: EMAIL, aud: 'authenticated', role: 'authenticated', app_metadata: { role: 'user' }, aal: 'aal1' });
    expect(data?.claims.session_id).toEqual(expect.any(String));
  });

  it('updates its metadata (USER_UPDATED) but needs the current password for a new one', async () => {
    const updated = log.next('USER_UPDATED');
    const { data, error } = await sb.auth.updateUser({ data: { firstName: 'Augusta' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', full_name: 'Augusta Lovelace' });
    await updated;

    const missing = await sb.auth.updateUser({ password: 'second-password-2' });
    expect(missing.error).toMatchObject({ code: 'current_password_required', status: 400 });
    const wrong = await sb.auth.updateUser({ password: 'second-password-2', current_password: 'not-it-at-all' });
    expect(wrong.error).toMatchObject({ code: 'current_password_mismatch', status: 400 });
    const weak = await sb.auth.updateUser({ password: 'short', current_password: PASSWORD });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, reasons: ['length'] });
    const ok = await sb.auth.updateUser({ password: 'second-password-2', current_password: PASSWORD });
    expect(ok.error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: EMAIL, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await t.client().auth.signInWithPassword({ email: EMAIL, password: 'second-password-2' })).error).toBeNull();
  });

  it('refreshes its session with a rotated refresh token (TOKEN_REFRESHED)', async () => {
    const before = (await sb.auth.getSession()).data.session!;
    const refreshed = log.next('TOKEN_REFRESHED');
    const { data, error } = await sb.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(data.session?.access_token).not.toBe(before.access_token);
    await refreshed;
    expect((await sb.auth.getUser()).data.user?.email).toBe(EMAIL);
  });

  it('changes its e-mail address once both the current and the new address confirm', async () => {
    const { data, error } = await sb.auth.updateUser({ email: 'ada.new@example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: EMAIL, new_email: 'ada.new@example.com' });
    expect((await t.mails(EMAIL)).at(-1)?.kind).toBe('auth.email_change_current');
    const { code } = await t.lastMail('ada.new@example.com');
    const half = await sb.auth.verifyOtp({ email: 'ada.new@example.com', token: code, type: 'email_change' });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    expect((await sb.auth.getUser()).data.user?.email).toBe(EMAIL);
    const { code: current } = await t.lastMail(EMAIL);
    const verified = await sb.auth.verifyOtp({ email: EMAIL, token: current, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('ada.new@example.com');
    const back = await sb.auth.updateUser({ email: EMAIL });
    expect(back.error).toBeNull();
    const { code: toOld } = await t.lastMail(EMAIL);
    const { code: fromNew } = await t.lastMail('ada.new@example.com');
    expect((await sb.auth.verifyOtp({ email: 'ada.new@example.com', token: fromNew, type: 'email_change' })).error).toBeNull();
    expect((await sb.auth.verifyOtp({ email: EMAIL, token: toOld, type: 'email_change' })).data.user?.email).toBe(EMAIL);
  });

  it('signs out (SIGNED_OUT)', async () => {
    const out = log.next('SIGNED_OUT');
    expect((await sb.auth.signOut()).error).toBeNull();
    await out;
    expect((await sb.auth.getSession()).data.session).toBeNull();
    expect(log.seen).toEqual(expect.arrayContaining(['INITIAL_SESSION', 'SIGNED_IN', 'USER_UPDATED', 'TOKEN_REFRESHED', 'SIGNED_OUT']));
  });
});
