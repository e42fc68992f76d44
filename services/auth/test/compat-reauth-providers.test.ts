// reauthenticate() and the answers for providers this server has turned off, through the real supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { confirmedUser, startAuth, type Auth } from './harness';

const nonceFor = async (t: Auth, email: string) => {
  const mail = (await t.mails(email)).at(-1);
  expect(mail?.kind).toBe('auth.reauthentication');
  return /code to confirm it is you: (\d{6})/.exec(mail!.text_body)![1]!;
};

async function signedIn(t: Auth, email: string): Promise<SupabaseClient> {
  await confirmedUser(t, email);
  const sb = t.client();
  expect((await sb.auth.signInWithPassword({ email, password: 'member-password-1' })).error).toBeNull();
  return sb;
}

describe('reauthenticate()', () => {
  let t: Auth;
  beforeAll(async () => {
    t = await startAuth();
  });
  afterAll(() => t.close());

  it('mails a nonce that lets the member set a new password instead of the current one, once', async () => {
    const email = 'nonce@example.com';
    const sb = await signedIn(t, email);
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const nonce = await nonceFor(t, email);
    const wrong = await sb.auth.updateUser({ password: 'new-password-2', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect((await sb.auth.updateUser({ password: 'new-password-2', nonce })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
    const reused = await sb.auth.updateUser({ password: 'new-password-3', nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('needs a signed-in session', async () => {
    const res = await t.call('GET', '/reauthenticate');
    expect(res.statusCode).toBe(401);
  });
});

describe('SECURE_PASSWORD_CHANGE', () => {
  let t: Auth;
  beforeAll(async () => {
    t = await startAuth({ SECURE_PASSWORD_CHANGE: 'true' });
  });
  afterAll(() => t.close());

  it('requires the nonce from a session older than a day, as GoTrue does', async () => {
    const email = 'secure@example.com';
    const sb = await signedIn(t, email);
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .execute();
    const refused = await sb.auth.updateUser({ password: 'new-password-2', current_password: 'member-password-1' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    expect((await sb.auth.updateUser({ password: 'new-password-2', nonce: await nonceFor(t, email) })).error).toBeNull();
  });

  it('lets a recent session change it with the current password', async () => {
    const sb = await signedIn(t, 'recent@example.com');
    expect((await sb.auth.updateUser({ password: 'new-password-2', current_password: 'member-password-1' })).error).toBeNull();
  });
});

describe('providers this server has turned off', () => {
  let t: Auth;
  beforeAll(async () => {
    t = await startAuth();
  });
  afterAll(() => t.close());

  it('signInAnonymously: anonymous_provider_disabled', async () => {
    const { data, error } = await t.client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  it('phone sign-up, OTP, password sign-in and resend: phone_provider_disabled', async () => {
    const sb = t.client();
    expect((await sb.auth.signUp({ phone: '+15555550100', password: 'phone-password-1' })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
    });
    expect((await sb.auth.signInWithOtp({ phone: '+15555550100' })).error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    expect((await sb.auth.signInWithPassword({ phone: '+15555550100', password: 'phone-password-1' })).error).toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
    });
    expect((await sb.auth.resend({ phone: '+15555550100', type: 'sms' })).error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
  });

  it('OAuth: the authorize URL answers provider_disabled, and so does an ID token sign-in', async () => {
    const { data } = await t.client().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const res = await fetch(data.url!);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'provider_disabled', error_code: 'provider_disabled' });
    const idToken = await t.client().auth.signInWithIdToken({ provider: 'google', token: 'not-a-real-token' });
    expect(idToken.error).toMatchObject({ status: 400, code: 'provider_disabled' });
  });
});
