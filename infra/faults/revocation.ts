import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AREAS, type AreaName } from '@sqw/contracts/areas';
import { createDb } from '@sqw/service-kit';
import { ROOT } from '../src/topology';
import { withSecondFactor } from '../src/totp-sign-in';
import { check, scenario, sleep } from './support/harness';

const ANON = 'fault-anon-key-123';
const PASSWORD = 'revocation-password-1';
const WITHIN_MS = 5000;
const SERVICES: readonly AreaName[] = AREAS.map((a) => a.name);

type Session = { access_token: string; refresh_token: string; user: { id: string } };
type Urls = Record<AreaName, string>;

/**
 * Revoked users lose access on every service at once, each service a separate process: a
 * banned admin, a deleted member, a member signed out everywhere and another session of a
 * member who changed their password, and a demoted admin's old token get 401 from all seven
 * services within 5 s; the demoted admin's session renews as a member's. Then the same
 * after PostgreSQL restarts: every service reconnects its listener and rebuilds its set.
 */
export const revocation = () =>
  scenario('revocation', 240_000, async (stage) => {
    const db = await stage.postgres();
    const env = { ANON_KEY: ANON, RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ADDRESS: '10000', RATE_LIMIT_REFRESH_PER_IP: '10000' };
    const auth = await stage.service('auth', db.url, env);
    const others = await Promise.all(SERVICES.filter((name) => name !== 'auth').map((name) => stage.service(name, db.url, { ...env, AUTH_URL: auth.url })));
    const urls = Object.fromEntries([auth, ...others].map((s) => [s.spec.name, s.url])) as Urls;

    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${auth.url}/auth/v1${path}`, {
        method,
        headers: { apikey: ANON, authorization: `Bearer ${token ?? ANON}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    };
    const signIn = async (email: string, password = PASSWORD): Promise<Session> => {
      const res = await call('POST', '/token?grant_type=password', { email, password });
      check(res.status === 200, `sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
      return res.json as Session;
    };

    // The first admin, as the launcher creates it; everyone else through the admin API.
    const { ensureAdmin } = (await import(pathToFileURL(join(ROOT, 'services/auth/src/admin-bootstrap.ts')).href)) as {
      ensureAdmin: (db: unknown, a: { email: string; password: string }) => Promise<unknown>;
    };
    const authDb = createDb({ url: db.url, schema: 'auth', max: 1 });
    await ensureAdmin(authDb, { email: 'chief@example.com', password: PASSWORD }).finally(() => authDb.destroy());
    // Admin routes take aal2 sessions: each admin enrols an authenticator and verifies a code.
    const aal2 = async (s: Session) => (await withSecondFactor(`${auth.url}/auth/v1`, ANON, s)).session;
    const chief = await aal2(await signIn('chief@example.com'));
    const create = async (name: string, role: 'user' | 'admin') => {
      const res = await call(
        'POST',
        '/admin/users',
        { email: `${name}@example.com`, password: PASSWORD, email_confirm: true, app_metadata: { role } },
        chief.access_token,
      );
      check(res.status === 200, `creating ${name} failed: ${res.status} ${JSON.stringify(res.json)}`);
      const session = await signIn(`${name}@example.com`);
      return role === 'admin' ? aal2(session) : session;
    };
    const update = async (s: Session, body: unknown) => {
      const res = await call('PUT', `/admin/users/${s.user.id}`, body, chief.access_token);
      check(res.status === 200, `admin update failed: ${res.status} ${JSON.stringify(res.json)}`);
    };

    const [demoted, banned, deleted, signedOut, changer, member, bannedLater] = await Promise.all([
      create('demoted', 'admin'),
      create('banned', 'admin'),
      create('deleted', 'user'),
      create('signed-out', 'user'),
      create('changer', 'user'),
      create('member', 'user'),
      create('banned-later', 'admin'),
    ]);
    const stolen = await signIn('changer@example.com');

    // GET /admin/audit exists on every service: 200 for an admin, 403 for a member, 401 for a refused token.
    const status = async (service: keyof Urls, token: string) => {
      const res = await fetch(`${urls[service]}/admin/audit`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      return res.status;
    };
    type Expectation = { who: string; token: string; before: number; after: number };
    /** Waits until every token gets its `after` status from every service; returns the slowest time. */
    const expectEverywhere = async (expectations: Expectation[], since: number) => {
      const pending = new Map(expectations.flatMap((e) => SERVICES.map((s) => [`${e.who}@${s}`, { ...e, service: s }] as const)));
      const last = new Map<string, number>();
      let slowest = 0;
      while (pending.size && Date.now() - since < WITHIN_MS) {
        await Promise.all(
          [...pending].map(async ([key, e]) => {
            const got = await status(e.service, e.token);
            last.set(key, got);
            if (got === e.after) {
              pending.delete(key);
              slowest = Math.max(slowest, Date.now() - since);
            }
          }),
        );
        if (pending.size) await sleep(100);
      }
      const late = [...pending].map(([key, e]) => `${key}: ${last.get(key)} (want ${e.after})`);
      check(late.length === 0, `not refused within ${WITHIN_MS / 1000} s: ${late.join(', ')}`);
      return slowest;
    };
    const expectNow = async (expectations: Expectation[]) => {
      for (const e of expectations) {
        for (const s of SERVICES) {
          const got = await status(s, e.token);
          check(got === e.before, `${e.who} on ${s}: ${got} before any change (want ${e.before})`);
        }
      }
    };

    const expectations: Expectation[] = [
      { who: 'chief (untouched admin)', token: chief.access_token, before: 200, after: 200 },
      { who: 'member (untouched)', token: member.access_token, before: 403, after: 403 },
      { who: 'demoted admin', token: demoted.access_token, before: 200, after: 401 },
      { who: 'banned admin', token: banned.access_token, before: 200, after: 401 },
      { who: 'deleted member', token: deleted.access_token, before: 403, after: 401 },
      { who: 'member signed out everywhere', token: signedOut.access_token, before: 403, after: 401 },
      { who: 'other session after a password change', token: stolen.access_token, before: 403, after: 401 },
      { who: 'session that changed the password', token: changer.access_token, before: 403, after: 403 },
    ];
    await expectNow(expectations);

    const changedAt = Date.now();
    await Promise.all([
      update(demoted, { app_metadata: { role: 'user' } }),
      update(banned, { ban_duration: '24h' }),
      call('DELETE', `/admin/users/${deleted.user.id}`, {}, chief.access_token).then((r) => check(r.status === 200, `delete failed: ${r.status}`)),
      call('POST', '/logout?scope=global', undefined, signedOut.access_token).then((r) => check(r.status === 204, `logout failed: ${r.status}`)),
      call('PUT', '/user', { password: 'revocation-password-2', current_password: PASSWORD }, changer.access_token).then((r) =>
        check(r.status === 200, `password change failed: ${r.status}`),
      ),
    ]);
    const slowest = await expectEverywhere(expectations, changedAt);

    // A demotion is not a sign-out: the session renews with the member's role, which works everywhere.
    const renewed = await call('POST', '/token?grant_type=refresh_token', { refresh_token: demoted.refresh_token });
    check(renewed.status === 200, `the demoted admin's session could not renew: ${renewed.status}`);
    const memberToken = (renewed.json as { access_token: string }).access_token;
    check((await call('GET', '/user', undefined, memberToken)).status === 200, 'the demoted admin lost their account');
    const membership = await fetch(`${urls.store}/membership`, { headers: { authorization: `Bearer ${memberToken}` } });
    check(membership.status === 200, `the demoted admin was refused a member route: ${membership.status}`);
    const thief = await call('POST', '/token?grant_type=refresh_token', { refresh_token: stolen.refresh_token });
    check(thief.status === 400, `the other session's refresh token still works after the password change: ${thief.status}`);

    // PostgreSQL restarts: the listeners reconnect and rebuild; what was revoked stays revoked.
    await db.stop();
    await sleep(1000);
    await db.restart();
    const back = Date.now();
    while (
      Date.now() - back < 30_000 &&
      (await fetch(`${auth.url}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    )
      await sleep(100);
    const bannedAfterRestartAt = Date.now();
    await update(bannedLater, { ban_duration: '24h' });
    const afterRestart = await expectEverywhere(
      [
        { who: 'admin banned after the restart', token: bannedLater.access_token, before: 200, after: 401 },
        { who: 'banned admin (before the restart)', token: banned.access_token, before: 401, after: 401 },
        { who: 'demoted admin (before the restart)', token: demoted.access_token, before: 401, after: 401 },
        { who: 'chief (untouched admin)', token: chief.access_token, before: 200, after: 200 },
      ],
      bannedAfterRestartAt,
    );
    const revoked = expectations.filter((e) => e.after !== e.before).length;
    return `revocation: ${revoked} revoked tokens refused (401) by all ${SERVICES.length} services within ${(slowest / 1000).toFixed(1)} s, untouched users unaffected; after a PostgreSQL restart within ${(afterRestart / 1000).toFixed(1)} s`;
  });
