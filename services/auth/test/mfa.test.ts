// TOTP factors at the service level: enrolment, challenges, codes (once each), aal2 sessions, and admins.
import { decodeJwt } from 'jose';
import { ensureAdmin } from '../src/admin-bootstrap';
import { confirmedUser, signIn, startAuth, type Auth } from './harness';
import { nextCode, wrongCode } from './mfa-helpers';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signIn>>;
const enrol = (s: Session, body: Record<string, unknown> = { factor_type: 'totp', friendly_name: 'Phone', issuer: 'SQW' }) =>
  t.call('POST', '/factors', body, s.access_token);
const challenge = (s: Session, factorId: string) => t.call('POST', `/factors/${factorId}/challenge`, {}, s.access_token);
const verify = (s: Session, factorId: string, challengeId: string, code: string) =>
  t.call('POST', `/factors/${factorId}/verify`, { challenge_id: challengeId, code }, s.access_token);
const refresh = (token: string) => t.call('POST', '/token?grant_type=refresh_token', { refresh_token: token });
const claims = (token: string) => decodeJwt(token) as { aal: string; amr: { method: string; timestamp: number }[] };
async function enrolled(email: string) {
  await confirmedUser(t, email);
  const s = await signIn(t, email);
  const res = await enrol(s);
  expect(res.statusCode).toBe(200);
  return { s, factor: res.json() as { id: string; totp: { secret: string; qr_code: string; uri: string } } };
}

describe('enrolment', () => {
  it('answers GoTrue’s shape with a QR code, and keeps the secret encrypted and unlisted', async () => {
    const { s, factor } = await enrolled('enrol@example.com');
    expect(factor).toMatchObject({ id: expect.any(String), type: 'totp', friendly_name: 'Phone' });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/SQW:enrol%40example\.com\?/);
    expect(new URL(factor.totp.uri).searchParams.get('secret')).toBe(factor.totp.secret);
    expect(factor.totp.qr_code).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // supabase-js prefixes it to make a data: URI, where a '#' would cut it short.
    expect(factor.totp.qr_code).not.toContain('#');

    const row = await t.db.selectFrom('mfa_factors').selectAll().where('id', '=', factor.id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(factor.totp.secret);
    const user = await t.call('GET', '/user', undefined, s.access_token);
    expect(user.json().factors).toEqual([
      {
        id: factor.id,
        friendly_name: 'Phone',
        factor_type: 'totp',
        status: 'unverified',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        last_challenged_at: null,
      },
    ]);
    expect(user.body).not.toContain(factor.totp.secret);
  });

  it('refuses other factor types, unknown fields, a taken name and a caller without a session', async () => {
    const { s } = await enrolled('enrol-bad@example.com');
    const phone = await enrol(s, { factor_type: 'phone' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().code).toBe('validation_failed');
    expect((await enrol(s, { factor_type: 'totp', extra: 1 })).statusCode).toBe(400);
    const taken = await enrol(s);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('mfa_factor_name_conflict');
    const anonymous = await t.call('POST', '/factors', { factor_type: 'totp' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('challenge and verify', () => {
  it('lifts the session to aal2 with a right code, and takes each code once only', async () => {
    const { s, factor } = await enrolled('verify@example.com');
    const c1 = await challenge(s, factor.id);
    expect(c1.statusCode).toBe(200);
    expect(c1.json()).toEqual({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    expect(c1.json().expires_at).toBeGreaterThan(Date.now() / 1000 + 200);

    const wrong = await verify(s, factor.id, c1.json().id, wrongCode(factor.totp.secret));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect((await t.call('GET', '/user', undefined, s.access_token)).json().factors[0].status).toBe('unverified');

    const code = await nextCode(factor.totp.secret);
    const ok = await verify(s, factor.id, c1.json().id, code);
    expect(ok.statusCode).toBe(200);
    const session = ok.json();
    expect(session).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String), user: { factors: [{ id: factor.id, status: 'verified' }] } });
    expect(claims(session.access_token).aal).toBe('aal2');
    expect(claims(session.access_token).amr.map((m) => m.method)).toEqual(['totp', 'password']);
    expect(claims(s.access_token).aal).toBe('aal1');

    // The same challenge again, and the same code on a new challenge, are refused.
    const again = await verify(session, factor.id, c1.json().id, code);
    expect(again.json().code).toBe('mfa_challenge_expired');
    const c2 = (await challenge(session, factor.id)).json();
    const replay = await verify(session, factor.id, c2.id, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('mfa_verification_failed');
  });

  it('keeps aal2 across refreshes, and retires the refresh tokens handed out at aal1', async () => {
    const { s, factor } = await enrolled('refresh-aal@example.com');
    const c = (await challenge(s, factor.id)).json();
    const session = (await verify(s, factor.id, c.id, await nextCode(factor.totp.secret))).json();
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(claims(refreshed.json().access_token)).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp' }, { method: 'password' }] });
    expect(refreshed.json().user.factors).toHaveLength(1);
    expect((await refresh(s.refresh_token)).statusCode).toBe(400);
  });

  it('refuses an expired challenge, a foreign or malformed id, and a code that is not six digits', async () => {
    const { s, factor } = await enrolled('expired@example.com');
    const c = (await challenge(s, factor.id)).json();
    await t.db
      .updateTable('mfa_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', c.id)
      .execute();
    const expired = await verify(s, factor.id, c.id, await nextCode(factor.totp.secret));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('mfa_challenge_expired');

    const other = await enrolled('stranger@example.com');
    const foreign = await challenge(s, other.factor.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('mfa_factor_not_found');
    expect((await challenge(s, 'not-a-uuid')).json().code).toBe('mfa_factor_not_found');
    const otherChallenge = (await challenge(other.s, other.factor.id)).json();
    expect((await verify(s, factor.id, otherChallenge.id, '123456')).statusCode).toBe(404);
    expect((await verify(s, factor.id, 'nope', '123456')).statusCode).toBe(404);

    const fresh = (await challenge(s, factor.id)).json();
    const letters = await verify(s, factor.id, fresh.id, 'abcdef');
    expect(letters.statusCode).toBe(422);
    expect(letters.json().code).toBe('mfa_verification_failed');
    const missing = await t.call('POST', `/factors/${factor.id}/verify`, { challenge_id: fresh.id }, s.access_token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');
  });

  it('limits verification attempts per account', async () => {
    const limited = await startAuth({ RATE_LIMIT_PER_ADDRESS: '3' });
    try {
      await confirmedUser(limited, 'guess@example.com');
      const s = await signIn(limited, 'guess@example.com');
      const factor = (await limited.call('POST', '/factors', { factor_type: 'totp' }, s.access_token)).json();
      const c = (await limited.call('POST', `/factors/${factor.id}/challenge`, {}, s.access_token)).json();
      const attempt = () => limited.call('POST', `/factors/${factor.id}/verify`, { challenge_id: c.id, code: wrongCode(factor.totp.secret) }, s.access_token);
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(422);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('over_request_rate_limit');
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('with a verified factor', () => {
  it('needs aal2 to add another factor or remove it; removing it takes sessions back to aal1', async () => {
    const { s, factor } = await enrolled('unenrol@example.com');
    const c = (await challenge(s, factor.id)).json();
    const aal2 = (await verify(s, factor.id, c.id, await nextCode(factor.totp.secret))).json();
    const aal1 = await signIn(t, 'unenrol@example.com');

    const add = await enrol(aal1, { factor_type: 'totp', friendly_name: 'Second' });
    expect(add.statusCode).toBe(422);
    expect(add.json().code).toBe('insufficient_aal');
    const remove = await t.call('DELETE', `/factors/${factor.id}`, undefined, aal1.access_token);
    expect(remove.statusCode).toBe(422);
    expect(remove.json()).toMatchObject({ code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });

    const removed = await t.call('DELETE', `/factors/${factor.id}`, undefined, aal2.access_token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: factor.id });
    expect((await t.call('GET', '/user', undefined, aal2.access_token)).json().factors).toEqual([]);
    expect(claims((await refresh(aal2.refresh_token)).json().access_token).aal).toBe('aal1');
    expect((await t.call('DELETE', `/factors/${factor.id}`, undefined, aal2.access_token)).json().code).toBe('mfa_factor_not_found');
  });

  it('an unverified factor can be removed at aal1', async () => {
    const { s, factor } = await enrolled('abandon@example.com');
    expect((await t.call('DELETE', `/factors/${factor.id}`, undefined, s.access_token)).statusCode).toBe(200);
  });
});

describe('admins', () => {
  it('are refused the admin routes with a password-only (aal1) session, and admitted at aal2', async () => {
    await ensureAdmin(t.db, { email: 'mfa-admin@example.com', password: 'mfa-admin-password-1' });
    const s = await signIn(t, 'mfa-admin@example.com', 'mfa-admin-password-1');
    const calls = [
      ['GET', '/admin/users', undefined],
      ['POST', '/invite', { email: 'x@example.com' }],
      ['POST', '/admin/generate_link', { email: 'x@example.com', type: 'magiclink' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, body, s.access_token);
      expect([method, path, res.statusCode, res.json().code]).toEqual([method, path, 403, 'insufficient_aal']);
      expect(res.json().message).toMatch(/6-digit code/);
    }
    const kitRoute = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: { authorization: `Bearer ${s.access_token}` } });
    expect(kitRoute.statusCode).toBe(403);
    expect(kitRoute.json().error.code).toBe('insufficient_aal');

    const factor = (await enrol(s)).json();
    const c = (await challenge(s, factor.id)).json();
    const aal2 = (await verify(s, factor.id, c.id, await nextCode(factor.totp.secret))).json();
    expect((await t.call('GET', '/admin/users', undefined, aal2.access_token)).statusCode).toBe(200);
    // A session whose factor is removed is no longer admitted, even with its aal2 token.
    await t.db
      .updateTable('sessions')
      .set({ aal: 'aal1' })
      .where('id', '=', decodeJwt(aal2.access_token).session_id as string)
      .execute();
    expect((await t.call('GET', '/admin/users', undefined, aal2.access_token)).json().code).toBe('insufficient_aal');
  });
});
