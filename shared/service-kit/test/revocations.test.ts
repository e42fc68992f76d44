// The in-memory revocation set, and how a service answers a revoked or re-roled token.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { installAuth, requireUser, withRevocations } from '../src/auth';
import { installErrorHandling } from '../src/errors';
import { parseRevocation, RevocationSet, type Revocation } from '../src/revocations';
import { testIssuer } from '../src/testing';

const NOW = 1_800_000_000; // seconds
const user = (id: string, r: Partial<Extract<Revocation, { kind: 'user' }>>): Revocation => ({
  kind: 'user',
  id,
  not_before: null,
  role_not_before: null,
  banned_until: null,
  revision: 1,
  forget_after: NOW + 86_400,
  ...r,
});

describe('RevocationSet', () => {
  const alice = randomUUID();
  const session = randomUUID();

  it('refuses an ended session’s tokens and no other session’s', () => {
    const set = new RevocationSet();
    set.apply({ kind: 'session', id: session, forget_after: NOW + 3600 });
    expect(set.check(alice, session, NOW)).toBe('revoked');
    expect(set.check(alice, randomUUID(), NOW)).toBeNull();
    expect(set.check(alice, null, NOW)).toBeNull();
  });

  it('refuses tokens issued before a user’s not_before, accepts those issued at or after it', () => {
    const set = new RevocationSet();
    set.apply(user(alice, { not_before: NOW }));
    expect(set.check(alice, session, NOW - 1)).toBe('revoked');
    expect(set.check(alice, session, NOW)).toBeNull();
    expect(set.check(randomUUID(), session, NOW - 1)).toBeNull();
  });

  it('calls a token older than the last role change stale, not revoked', () => {
    const set = new RevocationSet();
    set.apply(user(alice, { role_not_before: NOW }));
    expect(set.check(alice, session, NOW - 1)).toBe('stale_role');
    expect(set.check(alice, session, NOW)).toBeNull();
  });

  it('refuses every token while banned, and none once the ban is over', () => {
    const set = new RevocationSet();
    set.apply(user(alice, { banned_until: NOW + 60 }));
    expect(set.check(alice, session, NOW + 30, (NOW + 59) * 1000)).toBe('revoked');
    expect(set.check(alice, session, NOW + 30, (NOW + 61) * 1000)).toBeNull();
  });

  it('keeps the newest revision of a user, whatever order they arrive in (snapshot vs notification)', () => {
    const set = new RevocationSet();
    set.apply(user(alice, { banned_until: NOW + 60, revision: 5 }));
    set.apply(user(alice, { banned_until: NOW + 60, revision: 3 }));
    set.apply(user(alice, { banned_until: null, revision: 4 }));
    expect(set.check(alice, session, NOW, NOW * 1000)).toBe('revoked');
    set.apply(user(alice, { banned_until: null, not_before: NOW, revision: 6 }));
    expect(set.check(alice, session, NOW, NOW * 1000)).toBeNull();
  });

  it('forgets entries no live token can match any more', () => {
    const set = new RevocationSet();
    set.apply({ kind: 'session', id: session, forget_after: NOW + 10 });
    set.apply(user(alice, { not_before: NOW, forget_after: NOW + 20 }));
    set.prune((NOW + 15) * 1000);
    expect(set.size).toBe(1);
    expect(set.check(alice, session, NOW - 1)).toBe('revoked');
    set.prune((NOW + 25) * 1000);
    expect(set.size).toBe(0);
  });

  it('reads rows and payloads defensively', () => {
    expect(parseRevocation({ kind: 'session', id: session, forget_after: '1800000000.5' })).toEqual({
      kind: 'session',
      id: session,
      forget_after: 1800000000.5,
    });
    expect(parseRevocation({ kind: 'user', id: alice, forget_after: NOW, revision: '7', not_before: null })).toMatchObject({ revision: 7, not_before: null });
    expect(parseRevocation({ kind: 'session', id: session })).toBeNull();
    expect(parseRevocation({ kind: 'other', id: session, forget_after: NOW })).toBeNull();
    expect(parseRevocation('nonsense')).toBeNull();
    expect(parseRevocation(null)).toBeNull();
  });
});

describe('a service with revocations', () => {
  let issuer: Awaited<ReturnType<typeof testIssuer>>;
  const set = new RevocationSet();
  const app = Fastify();
  beforeAll(async () => {
    issuer = await testIssuer();
    installErrorHandling(app);
    installAuth(app, withRevocations(issuer.verify, set));
    app.get('/me', async (req) => ({ role: requireUser(req).role }));
    app.get('/admin/things', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('answers 401 in the shared shape, asking to sign in again, for a revoked session or user', async () => {
    const sessionId = randomUUID();
    const token = await issuer.token({ sessionId });
    expect((await get('/me', token)).statusCode).toBe(200);
    set.apply({ kind: 'session', id: sessionId, forget_after: Date.now() / 1000 + 3600 });
    const res = await get('/me', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'session_revoked', message: 'You have been signed out. Please sign in again.' } });

    const banned = randomUUID();
    const old = await issuer.token({ sub: banned, issuedAt: Math.floor(Date.now() / 1000) - 10 });
    set.apply(user(banned, { not_before: Math.floor(Date.now() / 1000), forget_after: Date.now() / 1000 + 3600 }));
    expect((await get('/me', old)).statusCode).toBe(401);
  });

  it('refuses a token whose role claim predates a role change with 401 role_changed, on admin and member routes alike', async () => {
    const demoted = randomUUID();
    const token = await issuer.token({ sub: demoted, role: 'admin', issuedAt: Math.floor(Date.now() / 1000) - 10 });
    expect((await get('/admin/things', token)).statusCode).toBe(200);
    set.apply(user(demoted, { role_not_before: Math.floor(Date.now() / 1000), forget_after: Date.now() / 1000 + 3600 }));
    for (const path of ['/admin/things', '/me']) {
      const refused = await get(path, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: { code: 'role_changed', message: 'Your access has changed. Please sign in again.' } });
    }
    const renewed = await issuer.token({ sub: demoted, role: 'user', issuedAt: Math.floor(Date.now() / 1000) + 1 });
    expect((await get('/me', renewed)).json()).toEqual({ role: 'user' });
  });

  it('still answers a token that does not verify with invalid_token', async () => {
    const res = await get('/me', 'not.a.token');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });
});
