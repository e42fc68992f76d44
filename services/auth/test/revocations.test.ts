// What the auth service publishes for other services: ended sessions, banned, deleted and
// re-roled users, over NOTIFY (only once committed) and the token_revocations view.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { ensureAdmin } from '../src/admin-bootstrap';
import { confirmedUser, signIn, startAuth, type Auth } from './harness';
import { adminSession, withSecondFactor } from './mfa-helpers';

let t: Auth;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await startAuth({}, { revocations: true });
  const a = await ensureAdmin(t.db, { email: 'chief@example.com', password: 'chief-password-1' });
  admin = { id: a.userId, token: (await adminSession(t, 'chief@example.com', 'chief-password-1')).access_token };
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The kit's verdict on a token, as every service reaches it. */
function verdict(token: string) {
  const c = decodeJwt(token) as { sub: string; session_id: string; iat: number };
  return t.feed!.check(c.sub, c.session_id, c.iat);
}

/** Polls until `verdict(token)` is `expected` (notifications are asynchronous), for up to 5 s. */
async function expectVerdict(token: string, expected: ReturnType<typeof verdict>) {
  const until = Date.now() + 5000;
  while (verdict(token) !== expected && Date.now() < until) await sleep(20);
  expect(verdict(token)).toBe(expected);
}

const published = async (id: string) =>
  (await sql<{ kind: string }>`select kind from auth.token_revocations where id = ${id}`.execute(t.db)).rows.map((r) => r.kind);

const audit = (token: string) => t.app.inject({ method: 'GET', url: '/admin/audit', headers: { authorization: `Bearer ${token}` } });

describe('ended sessions', () => {
  it.each([
    ['local', [true, false]],
    ['others', [false, true]],
    ['global', [true, true]],
  ] as const)('sign-out with scope %s refuses the ended sessions’ access tokens, and only theirs', async (scope, [firstEnded, secondEnded]) => {
    const email = `scope-${scope}@example.com`;
    await confirmedUser(t, email);
    const first = await signIn(t, email);
    const second = await signIn(t, email);
    expect(verdict(first.access_token)).toBeNull();
    expect((await t.call('POST', `/logout?scope=${scope}`, undefined, first.access_token)).statusCode).toBe(204);
    await expectVerdict(first.access_token, firstEnded ? 'revoked' : null);
    await expectVerdict(second.access_token, secondEnded ? 'revoked' : null);
    const ended = decodeJwt((firstEnded ? first : second).access_token).session_id as string;
    expect(await published(ended)).toEqual(['session']);
  });

  it('a reused refresh token ends its session for every service', async () => {
    await confirmedUser(t, 'reuse@example.com');
    const s = await signIn(t, 'reuse@example.com');
    const refresh = (token: string) => t.call('POST', '/token?grant_type=refresh_token', { refresh_token: token });
    const next = (await refresh(s.refresh_token)).json();
    expect((await refresh(s.refresh_token)).json().code).toBe('refresh_token_already_used');
    await expectVerdict(next.access_token, 'revoked');
    await expectVerdict(s.access_token, 'revoked');
  });

  it('publishes nothing for a change rolled back, and only at commit for one committed', async () => {
    await confirmedUser(t, 'tx@example.com');
    const s = await signIn(t, 'tx@example.com');
    const sessionId = decodeJwt(s.access_token).session_id as string;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('id', '=', sessionId).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sleep(300);
    expect(verdict(s.access_token)).toBeNull();
    expect(await published(sessionId)).toEqual([]);

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('id', '=', sessionId).execute();
      await held;
    });
    await sleep(300);
    expect(verdict(s.access_token)).toBeNull();
    release();
    await tx;
    await expectVerdict(s.access_token, 'revoked');
  });
});

describe('users', () => {
  it('a ban refuses every token the user holds; lifted, a new sign-in works at once', async () => {
    const user = await confirmedUser(t, 'ban@example.com');
    const before = await signIn(t, 'ban@example.com');
    expect((await t.call('PUT', `/admin/users/${user.id}`, { ban_duration: '1h' }, admin.token)).statusCode).toBe(200);
    await expectVerdict(before.access_token, 'revoked');
    expect(await published(user.id)).toEqual(['user']);
    expect((await t.call('PUT', `/admin/users/${user.id}`, { ban_duration: 'none' }, admin.token)).statusCode).toBe(200);
    // Even within the second of the change, the new token is not taken for an older one.
    const after = await signIn(t, 'ban@example.com');
    await sleep(200);
    expect(verdict(after.access_token)).toBeNull();
    expect(verdict(before.access_token)).toBe('revoked');
  });

  it('a deleted user’s tokens are refused, the revocation outliving the row', async () => {
    const user = await confirmedUser(t, 'gone@example.com');
    const s = await signIn(t, 'gone@example.com');
    expect((await t.call('DELETE', `/admin/users/${user.id}`, undefined, admin.token)).statusCode).toBe(200);
    await expectVerdict(s.access_token, 'revoked');
    expect(await published(user.id)).toEqual(['user']);
  });

  it('a demoted admin’s token is refused at once (401 role_changed), here too; the session renews as a member', async () => {
    const demoted = await ensureAdmin(t.db, { email: 'former@example.com', password: 'former-password-1' });
    const s = await adminSession(t, 'former@example.com', 'former-password-1');
    expect((await audit(s.access_token)).statusCode).toBe(200);
    const res = await t.call('PUT', `/admin/users/${demoted.userId}`, { app_metadata: { role: 'user' } }, admin.token);
    expect(res.statusCode).toBe(200);
    await expectVerdict(s.access_token, 'stale_role');
    const refused = await audit(s.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('role_changed');
    expect((await t.call('GET', '/user', undefined, s.access_token)).statusCode).toBe(401);
    const renewed = await t.call('POST', '/token?grant_type=refresh_token', { refresh_token: s.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect(verdict(renewed.json().access_token)).toBeNull();
    expect(decodeJwt(renewed.json().access_token).app_metadata).toMatchObject({ role: 'user' });
    expect((await t.call('GET', '/user', undefined, renewed.json().access_token)).statusCode).toBe(200);
  });

  it('a promoted member gets admin with the next token, in the same second', async () => {
    const user = await confirmedUser(t, 'rising@example.com');
    // A member with a second factor already verified in this session: the role is all that changes.
    const old = await withSecondFactor(t, await signIn(t, 'rising@example.com'));
    await t.call('PUT', `/admin/users/${user.id}`, { app_metadata: { role: 'admin' } }, admin.token);
    const fresh = (await t.call('POST', '/token?grant_type=refresh_token', { refresh_token: old.refresh_token })).json();
    expect((await audit(fresh.access_token)).statusCode).toBe(200);
    await expectVerdict(old.access_token, 'stale_role');
  });

  it('other services’ roles can read the published view, and nothing else of the auth schema', async () => {
    const role = `svc_${randomUUID().slice(0, 8)}`;
    await sql`create role ${sql.id(role)}`.execute(t.db);
    try {
      await t.db.connection().execute(async (c) => {
        await sql`set role ${sql.id(role)}`.execute(c);
        try {
          expect((await sql<{ n: number }>`select count(*)::int as n from auth.token_revocations`.execute(c)).rows[0]!.n).toBeGreaterThan(0);
          await expect(sql`select * from auth.users`.execute(c)).rejects.toMatchObject({ code: '42501' });
          await expect(sql`select * from auth.ended_sessions`.execute(c)).rejects.toMatchObject({ code: '42501' });
          await expect(sql`select auth.publish_user_revocation(${admin.id}, now(), now(), null)`.execute(c)).rejects.toMatchObject({ code: '42501' });
        } finally {
          await sql`reset role`.execute(c);
        }
      });
    } finally {
      await sql`drop role ${sql.id(role)}`.execute(t.db);
    }
  });
});
