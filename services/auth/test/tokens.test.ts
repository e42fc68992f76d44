// Refresh rotation and reuse, token verification, banned and unconfirmed accounts (service level).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { area } from '@sqw/contracts/areas';
import { testIssuer } from '@sqw/service-kit/testing';
import { signingKeys } from '../src/keys';
import { confirmedUser, signIn, startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const refresh = (token: string) => t.call('POST', '/token?grant_type=refresh_token', { refresh_token: token });
const sessionCount = async (userId: string) => (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('refresh tokens', () => {
  beforeAll(() => confirmedUser(t, 'rotate@example.com'));

  it('rotate: every refresh returns a new pair and a session with the user', async () => {
    const s = await signIn(t, 'rotate@example.com');
    const r1 = await refresh(s.refresh_token);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: 'rotate@example.com' } });
    expect(r1.json().refresh_token).not.toBe(s.refresh_token);
    const r2 = await refresh(r1.json().refresh_token);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().refresh_token).not.toBe(r1.json().refresh_token);
  });

  it('replaying a used refresh token revokes the whole session', async () => {
    const s = await signIn(t, 'rotate@example.com');
    const other = await signIn(t, 'rotate@example.com');
    const r1 = (await refresh(s.refresh_token)).json();
    const replay = await refresh(s.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The rotated successor and its access token died with the session...
    expect((await refresh(r1.refresh_token)).json().code).toBe('refresh_token_not_found');
    const user = await t.call('GET', '/user', undefined, r1.access_token);
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe('session_not_found');
    // ...while the user's other session lives on.
    expect((await t.call('GET', '/user', undefined, other.access_token)).statusCode).toBe(200);
  });

  it('refuses unknown refresh tokens', async () => {
    const res = await refresh('not-a-token-we-issued');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('refresh_token_not_found');
  });
});

describe('reuse interval', () => {
  let t2: Auth;
  beforeAll(async () => {
    t2 = await startAuth({ REFRESH_TOKEN_REUSE_INTERVAL: '3600' });
    await confirmedUser(t2, 'retry@example.com');
  });
  afterAll(() => t2.close());

  it('gives a retrying client the same successor, and still revokes once the chain moved on', async () => {
    const s = await signIn(t2, 'retry@example.com');
    const refresh2 = (token: string) => t2.call('POST', '/token?grant_type=refresh_token', { refresh_token: token });
    const first = (await refresh2(s.refresh_token)).json();
    const retry = await refresh2(s.refresh_token);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refresh_token).toBe(first.refresh_token);
    const next = await refresh2(first.refresh_token);
    expect(next.statusCode).toBe(200);
    // The original token is two generations old now: that is reuse.
    expect((await refresh2(s.refresh_token)).json().code).toBe('refresh_token_already_used');
    expect((await refresh2(next.json().refresh_token)).json().code).toBe('refresh_token_not_found');
  });
});

describe('access token verification', () => {
  let token: string;
  beforeAll(async () => {
    await confirmedUser(t, 'verify@example.com');
    token = (await signIn(t, 'verify@example.com')).access_token;
  });
  const getUser = (bearer: string) => t.call('GET', '/user', undefined, bearer);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  it('accepts its own token and carries the expected claims and header', async () => {
    expect((await getUser(token)).statusCode).toBe(200);
    const [h, p] = token
      .split('.')
      .slice(0, 2)
      .map((x) => JSON.parse(Buffer.from(x, 'base64url').toString()));
    expect(h).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: (await signingKeys(t.db)).kid });
    expect(p).toMatchObject({ aud: 'authenticated', role: 'authenticated', email: 'verify@example.com', aal: 'aal1', is_anonymous: false });
    expect(p.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(p.exp - p.iat).toBe(3600);
    expect(p.iss).toBe(`http://localhost:${area('auth').service.port}/auth/v1`);
    expect(p.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'user' });
  });

  it.each([
    [
      'a tampered payload',
      () => {
        const [h, p, s] = token.split('.');
        const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
        return `${h}.${b64({ ...claims, app_metadata: { role: 'admin' } })}.${s}`;
      },
    ],
    [
      'alg none',
      () => {
        const [, p] = token.split('.');
        return `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`;
      },
    ],
    ['garbage', () => 'not.a.jwt'],
  ])('refuses %s with 403 bad_jwt', async (_label, make) => {
    const res = await getUser(make());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'bad_jwt', msg: expect.any(String) });
  });

  it('refuses a token signed by another key and an expired one', async () => {
    const stranger = await testIssuer();
    expect((await getUser(await stranger.token())).json().code).toBe('bad_jwt');
    const keys = await signingKeys(t.db);
    const expired = await new SignJWT({ role: 'authenticated', session_id: randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setSubject(randomUUID())
      .setAudience('authenticated')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(keys.privateKey);
    expect((await getUser(expired)).statusCode).toBe(403);
  });

  it('needs a bearer token for /user, and the apikey everywhere but the link and the JWKS', async () => {
    const anon = await t.call('GET', '/user');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('no_authorization');
    const noKey = await t.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().code).toBe('no_api_key');
    const wrongKey = await t.app.inject({ method: 'GET', url: '/auth/v1/settings', headers: { apikey: 'guess' } });
    expect(wrongKey.json().code).toBe('invalid_api_key');
    const jwks = await t.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: (await signingKeys(t.db)).kid });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });
});

describe('banned and unconfirmed accounts', () => {
  it('a banned user can neither sign in nor refresh', async () => {
    const user = await confirmedUser(t, 'banned@example.com');
    const s = await signIn(t, 'banned@example.com');
    await t.db
      .updateTable('users')
      .set({ banned_until: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', user.id)
      .execute();
    const login = await t.call('POST', '/token?grant_type=password', { email: 'banned@example.com', password: 'member-password-1' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'user_banned', message: 'User is banned' });
    expect((await refresh(s.refresh_token)).json().code).toBe('user_banned');
    // A wrong password is just wrong: the ban is not revealed to someone without the password.
    const wrong = await t.call('POST', '/token?grant_type=password', { email: 'banned@example.com', password: 'wrong-password-9' });
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('an expired ban no longer blocks', async () => {
    const user = await confirmedUser(t, 'was-banned@example.com');
    await t.db
      .updateTable('users')
      .set({ banned_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await t.call('POST', '/token?grant_type=password', { email: 'was-banned@example.com', password: 'member-password-1' })).statusCode).toBe(200);
  });
});
