// The real supabase-js with flowType 'pkce': e-mail links come back with ?code=, exchanged with the kept verifier.
import { createHash, randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON, SITE, confirmedUser, events, startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

function pkceClient(): SupabaseClient {
  // A storage of its own: the verifier must survive between the request and the exchange.
  const store = new Map<string, string>();
  return createClient(t.url, ANON, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    },
    realtime: { transport: WebSocket as never },
  });
}

/** Opens a mailed link as a browser would and returns the code the redirect carries. */
async function codeFromLink(link: string, path = '/auth/callback') {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${SITE}${path}`);
  expect(location.hash).toBe('');
  return location.searchParams.get('code')!;
}

describe('PKCE flow through supabase-js', () => {
  it('signUp: the confirmation link redirects with a code that exchangeCodeForSession turns into a session', async () => {
    const sb = pkceClient();
    const email = 'pkce-signup@example.com';
    const { data, error } = await sb.auth.signUp({ email, password: 'pkce-password-1', options: { emailRedirectTo: `${SITE}/auth/callback` } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const code = await codeFromLink((await t.lastMail(email)).localLink);
    expect(code).toEqual(expect.any(String));
    const log = events(sb);
    const exchanged = await sb.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await sb.auth.getUser()).data.user?.email).toBe(email);
    expect(log.seen).toContain('SIGNED_IN');
    // A code works once.
    expect((await t.call('POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: 'x'.repeat(43) })).json().code).toBe('flow_state_not_found');
  });

  it('signInWithOtp: the magic link gives a code; another client without the verifier cannot use it', async () => {
    const email = 'pkce-otp@example.com';
    await confirmedUser(t, email);
    const sb = pkceClient();
    expect((await sb.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/auth/callback` } })).error).toBeNull();
    const code = await codeFromLink((await t.lastMail(email)).localLink);
    const thief = await pkceClient().auth.exchangeCodeForSession(code);
    expect(thief.error).not.toBeNull();
    expect(thief.data.session).toBeNull();
    // The thief had no verifier at all; with a wrong one the server refuses and burns the code.
    expect((await sb.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/auth/callback` } })).error).toBeNull();
    const second = await codeFromLink((await t.lastMail(email)).localLink);
    const wrong = await t.call('POST', '/token?grant_type=pkce', { auth_code: second, code_verifier: 'w'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('bad_code_verifier');
    expect((await sb.auth.exchangeCodeForSession(second)).error?.code).toBe('flow_state_not_found');
  });

  it('resetPasswordForEmail: the code opens a recovery session (PASSWORD_RECOVERY) that may set a new password', async () => {
    const email = 'pkce-recover@example.com';
    await confirmedUser(t, email, 'old-password-1');
    const sb = pkceClient();
    expect((await sb.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` })).error).toBeNull();
    const code = await codeFromLink((await t.lastMail(email)).localLink, '/reset-password');
    const log = events(sb);
    expect((await sb.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect(log.seen).toContain('PASSWORD_RECOVERY');
    expect((await sb.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
  });

  it('email change: both links carry the challenge; the second gives the code', async () => {
    const email = 'pkce-change@example.com';
    await confirmedUser(t, email, 'change-password-1');
    const sb = pkceClient();
    expect((await sb.auth.signInWithPassword({ email, password: 'change-password-1' })).error).toBeNull();
    expect((await sb.auth.updateUser({ email: 'pkce-changed@example.com' }, { emailRedirectTo: `${SITE}/account` })).error).toBeNull();
    const half = await fetch((await t.lastMail('pkce-changed@example.com')).localLink, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(half.headers.get('location')!).hash.slice(1)).get('message')).toMatch(/other email/);
    const code = await codeFromLink((await t.lastMail(email)).localLink, '/account');
    const exchanged = await sb.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('pkce-changed@example.com');
  });
});

describe('POST /token?grant_type=pkce', () => {
  const verifier = randomBytes(32).toString('base64url');

  async function codeFor(email: string, challenge: string, method: string) {
    await t.call('POST', '/otp', { email, code_challenge: challenge, code_challenge_method: method });
    const res = await fetch((await t.lastMail(email)).localLink, { redirect: 'manual' });
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  }

  it('accepts the plain method', async () => {
    await confirmedUser(t, 'plain@example.com');
    const code = await codeFor('plain@example.com', verifier, 'plain');
    const res = await t.call('POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'bearer', user: { email: 'plain@example.com' } });
  });

  it('accepts S256 (upper case, as some clients send it) and refuses an expired code', async () => {
    await confirmedUser(t, 's256@example.com');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await codeFor('s256@example.com', challenge, 'S256');
    await t.db
      .updateTable('flow_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.call('POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier })).json().code).toBe('flow_state_expired');
    const fresh = await codeFor('s256@example.com', challenge, 'S256');
    expect((await t.call('POST', '/token?grant_type=pkce', { auth_code: fresh, code_verifier: verifier })).statusCode).toBe(200);
  });

  it('still answers a typed code (POST /verify) with a session in the PKCE flow', async () => {
    await confirmedUser(t, 'typed@example.com');
    await t.call('POST', '/otp', { email: 'typed@example.com', code_challenge: verifier, code_challenge_method: 'plain' });
    const { code } = await t.lastMail('typed@example.com');
    const res = await t.call('POST', '/verify', { type: 'email', email: 'typed@example.com', token: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
  });
});
