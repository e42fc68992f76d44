// Bad input, weak passwords, app_metadata protection, redirects and rate limits: all 4xx in Supabase's error shape.
import { ANON, SITE, confirmedUser, signIn, startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const raw = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: `/auth/v1${url}`, payload, headers: { apikey: ANON, 'content-type': contentType } });

/** Supabase's error body, with the version header supabase-js needs to read `code`. */
function expectAuthError(res: { statusCode: number; headers: Record<string, unknown>; json: () => any }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
  const body = res.json();
  expect(body).toMatchObject({ code, error_code: code, message: expect.any(String) });
  expect(body.msg).toBe(body.message);
  return body;
}

describe('malformed requests', () => {
  it.each([
    ['malformed JSON', () => raw('/signup', '{"email":'), 400, 'bad_json'],
    ['a missing password', () => t.call('POST', '/signup', { email: 'x@example.com' }), 400, 'validation_failed'],
    ['a missing email (an anonymous sign-up, turned off)', () => t.call('POST', '/signup', { password: 'long-enough-1' }), 422, 'anonymous_provider_disabled'],
    ['an invalid email', () => t.call('POST', '/signup', { email: 'not-an-email', password: 'long-enough-1' }), 400, 'email_address_invalid'],
    ['a wrong type', () => t.call('POST', '/signup', { email: 'x@example.com', password: 12345678 }), 400, 'validation_failed'],
    ['an unknown field', () => t.call('POST', '/signup', { email: 'x@example.com', password: 'long-enough-1', admin: true }), 400, 'validation_failed'],
    [
      'metadata over 16 KB',
      () => t.call('POST', '/signup', { email: 'x@example.com', password: 'long-enough-1', data: { bio: 'x'.repeat(17_000) } }),
      400,
      'validation_failed',
    ],
    [
      'metadata nested too deep',
      () =>
        t.call('POST', '/signup', {
          email: 'x@example.com',
          password: 'long-enough-1',
          data: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } },
        }),
      400,
      'validation_failed',
    ],
    [
      'an oversized body',
      () => t.call('POST', '/signup', { email: 'x@example.com', password: 'long-enough-1', data: { bio: 'x'.repeat(300_000) } }),
      413,
      'request_too_large',
    ],
    ['a form-encoded body', () => raw('/token?grant_type=password', 'email=a&password=b', 'application/x-www-form-urlencoded'), 415, 'bad_content_type'],
    ['a password grant without a password', () => t.call('POST', '/token?grant_type=password', { email: 'x@example.com' }), 400, 'validation_failed'],
    ['a refresh grant with a number', () => t.call('POST', '/token?grant_type=refresh_token', { refresh_token: 42 }), 400, 'validation_failed'],
    ['a bad verify type', () => t.call('POST', '/verify', { type: 'sms', token: '123456', email: 'x@example.com' }), 400, 'validation_failed'],
    ['verify without a token', () => t.call('POST', '/verify', { type: 'email', email: 'x@example.com' }), 400, 'validation_failed'],
    ['an unknown logout scope', () => t.call('POST', '/logout?scope=everyone'), 400, 'validation_failed'],
    ['an unknown route', () => t.call('GET', '/nothing-here'), 404, 'not_found'],
  ])('answers %s with a 4xx', async (_label, send, status, code) => {
    expectAuthError(await send(), status, code);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'x@example.com').execute()).toEqual([]);
  });

  it.each([['password_magic'], ['authorization_code'], ['']])('refuses the grant type %p as unsupported', async (grant) => {
    const body = expectAuthError(
      await t.call('POST', `/token?grant_type=${grant}`, { email: 'a@example.com', password: 'whatever-1' }),
      400,
      'validation_failed',
    );
    expect(body.error).toBe('unsupported_grant_type');
  });

  it('refuses a PKCE challenge without its method, or one too short', async () => {
    const half = await t.call('POST', '/signup', { email: 'pkce@example.com', password: 'long-enough-1', code_challenge: 'a'.repeat(43) });
    expect(expectAuthError(half, 400, 'validation_failed').message).toMatch(/code_challenge_method/);
    const short = await t.call('POST', '/signup', {
      email: 'pkce@example.com',
      password: 'long-enough-1',
      code_challenge: 'abc',
      code_challenge_method: 's256',
    });
    expectAuthError(short, 400, 'validation_failed');
    expect(await t.mails('pkce@example.com')).toEqual([]);
  });

  it('accepts the bodiless POST /logout supabase-js sends', async () => {
    await confirmedUser(t, 'bodiless@example.com');
    const s = await signIn(t, 'bodiless@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      payload: '',
      headers: { apikey: ANON, authorization: `Bearer ${s.access_token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('password policy', () => {
  it.each([
    ['too short', 'short12', 'Password should be at least 8 characters.'],
    ['too long', 'x'.repeat(73), 'Password should be at most 72 characters.'],
  ])('refuses a password that is %s with weak_password and reasons', async (_l, password, message) => {
    const body = expectAuthError(await t.call('POST', '/signup', { email: 'weak@example.com', password }), 422, 'weak_password');
    expect(body.message).toBe(message);
    expect(body.weak_password.reasons).toEqual(['length']);
    expect(await t.mails('weak@example.com')).toEqual([]);
  });

  it('accepts 8 and 72 characters (counted as characters, not bytes)', async () => {
    expect((await t.call('POST', '/signup', { email: 'eight@example.com', password: 'ééééé123' })).statusCode).toBe(200);
    expect((await t.call('POST', '/signup', { email: 'seventy-two@example.com', password: 'y'.repeat(72) })).statusCode).toBe(200);
  });

  it('stores argon2id hashes at OWASP parameters (a sign-up’s waits on its confirmation)', async () => {
    const row = await t.db
      .selectFrom('one_time_tokens')
      .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
      .select(['pending_password', 'encrypted_password'])
      .where('email', '=', 'eight@example.com')
      .executeTakeFirstOrThrow();
    expect(row.encrypted_password).toBeNull();
    expect(row.pending_password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses setting the same password again', async () => {
    await confirmedUser(t, 'same@example.com');
    const s = await signIn(t, 'same@example.com');
    const res = await t.call('PUT', '/user', { password: 'member-password-1', current_password: 'member-password-1' }, s.access_token);
    expectAuthError(res, 422, 'same_password');
  });
});

describe('app_metadata is the server’s', () => {
  it('ignores a role sent at sign-up and refuses app_metadata in updates', async () => {
    const res = await t.call('POST', '/signup', { email: 'sneaky@example.com', password: 'long-enough-1', data: { role: 'admin' } });
    expect(res.json().app_metadata.role).toBe('user');
    const { code } = await t.lastMail('sneaky@example.com');
    expect((await t.call('POST', '/verify', { type: 'signup', email: 'sneaky@example.com', token: code })).statusCode).toBe(200);
    const s = await signIn(t, 'sneaky@example.com', 'long-enough-1');
    const token = JSON.parse(Buffer.from(s.access_token.split('.')[1] as string, 'base64url').toString());
    expect(token.app_metadata.role).toBe('user');
    const update = await t.call('PUT', '/user', { app_metadata: { role: 'admin' } }, s.access_token);
    expectAuthError(update, 403, 'not_admin');
    const row = await t.db.selectFrom('users').select('role').where('email', '=', 'sneaky@example.com').executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    expect((await t.call('GET', '/admin/users', undefined, s.access_token)).statusCode).toBe(403);
  });
});

describe('no account enumeration', () => {
  it('answers a repeated sign-up of an unconfirmed address like a first one, and mails the confirmation again', async () => {
    const first = await t.call('POST', '/signup', { email: 'twice@example.com', password: 'long-enough-1' });
    const second = await t.call('POST', '/signup', { email: 'twice@example.com', password: 'other-password-2' });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json().identities).toHaveLength(1);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect((await t.mails('twice@example.com')).map((m) => m.kind)).toEqual(['auth.confirmation', 'auth.confirmation']);
    // Neither caller has proven the mailbox: the first link is void, and no password is set
    // before the latest one is used (pre-account-takeover.test.ts follows it through).
    const row = await t.db.selectFrom('users').select('encrypted_password').where('email', '=', 'twice@example.com').executeTakeFirstOrThrow();
    expect(row.encrypted_password).toBeNull();
  });

  it('answers /recover and /resend alike for known and unknown addresses', async () => {
    for (const email of ['twice@example.com', 'nobody-here@example.com']) {
      const recover = await t.call('POST', '/recover', { email });
      const resend = await t.call('POST', '/resend', { email, type: 'signup' });
      expect([recover.statusCode, recover.body, resend.statusCode, resend.body]).toEqual([200, '{}', 200, '{}']);
    }
    expect(await t.mails('nobody-here@example.com')).toEqual([]);
  });

  it('refuses an OTP sign-up when create_user is false, as hosted Supabase does', async () => {
    expectAuthError(await t.call('POST', '/otp', { email: 'no-create@example.com', create_user: false }), 422, 'otp_disabled');
  });
});

describe('redirects', () => {
  it('never sends a mail link to a foreign site (no open redirect)', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/auth/v1/recover?redirect_to=${encodeURIComponent('https://evil.example/steal')}`,
      payload: { email: 'eight@example.com' },
      headers: { apikey: ANON },
    });
    const { link, localLink } = await t.lastMail('eight@example.com');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    // Even a hand-edited link falls back to the site.
    const edited = localLink.replace(/redirect_to=[^&]+/, `redirect_to=${encodeURIComponent('javascript:alert(1)')}`);
    const res = await fetch(edited, { redirect: 'manual' });
    expect(res.headers.get('location')?.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });

  it('redirects a bad link back to the site with the error in the fragment', async () => {
    const res = await fetch(`${t.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(`${SITE}/auth/callback`)}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') as string);
    expect(location.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });
});

describe('rate limits', () => {
  let limited: Auth;
  beforeAll(async () => {
    limited = await startAuth({ RATE_LIMIT_PER_IP: '5', RATE_LIMIT_PER_ADDRESS: '3', RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  afterAll(() => limited.close());
  const login = (email: string) => limited.call('POST', '/token?grant_type=password', { email, password: 'wrong-password-1' });

  it('limits attempts per address, then per IP, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await login('target@example.com')).statusCode).toBe(400);
    const perAddress = await login('target@example.com');
    expectAuthError(perAddress, 429, 'over_request_rate_limit');
    const after = Number(perAddress.headers['retry-after']);
    expect(after).toBeGreaterThan(500);
    expect(after).toBeLessThanOrEqual(600);
    // Another address is fine until the IP runs out (5 attempts from it so far counted: 4).
    expect((await login('other@example.com')).statusCode).toBe(400);
    expectAuthError(await login('third@example.com'), 429, 'over_request_rate_limit');
  });

  it('counts each action separately and also limits recover, signup, otp and verify', async () => {
    for (const [path, body] of [
      ['/recover', { email: 'r@example.com' }],
      ['/signup', { email: 's@example.com', password: 'long-enough-1' }],
      ['/otp', { email: 'o@example.com' }],
      ['/verify', { type: 'email', email: 'v@example.com', token: '123456' }],
      ['/resend', { type: 'signup', email: 'q@example.com' }],
    ] as const) {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.call('POST', path, body)).statusCode);
      expect(codes[3]).toBe(429);
      expect(codes.slice(0, 3)).not.toContain(429);
    }
  });
});
