// The revocation feed against a real PostgreSQL: snapshot, notifications, a missing auth
// schema, and a lost connection (rebuilt on reconnect). The auth schema here is a stand-in
// with the published view's columns; services/auth/test/revocations.test.ts covers the real one.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FEED_APPLICATION_NAME, startRevocationFeed, type RevocationFeed } from '../src/revocation-feed';
import { REVOCATION_CHANNEL } from '../src/revocations';
import { createTestDatabase } from '../src/testing';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const later = () => Date.now() / 1000 + 3600;

async function query(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}

const endSession = (url: string, id: string, notify = true) =>
  query(
    url,
    `with ended as (insert into auth.revoked (kind, id, forget_after) values ('session', $1, $2) returning 1)
     select ${notify ? `pg_notify('${REVOCATION_CHANNEL}', json_build_object('kind', 'session', 'id', $1::uuid, 'forget_after', $2::float8)::text)` : '1'} from ended`,
    [id, later()],
  );

async function eventually(fn: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!fn() && Date.now() < until) await sleep(20);
  expect(fn()).toBe(true);
}

const logs = () => {
  const warn = jest.fn();
  const info = jest.fn();
  return { warn, info };
};

describe('with the auth schema', () => {
  let database: Database;
  let feed: RevocationFeed;
  const log = logs();
  const early = randomUUID();
  beforeAll(async () => {
    database = await createTestDatabase();
    await query(
      database.url,
      `create schema auth;
       create table auth.revoked (kind text not null, id uuid not null, not_before float8, role_not_before float8, banned_until float8, forget_after float8 not null, revision float8 not null default 0);
       create view auth.token_revocations as select * from auth.revoked`,
    );
    await endSession(database.url, early, false);
    // Reconnects wait long enough for the test to revoke a session while the feed is away.
    feed = startRevocationFeed({ url: database.url, log, minDelayMs: 500, maxDelayMs: 1000 });
  });
  afterAll(async () => {
    await feed.close();
    await database.drop();
  });

  it('loads what was revoked before it started', async () => {
    expect(await feed.ready(5000)).toBe(true);
    expect(feed.check(randomUUID(), early, 0)).toBe('revoked');
    expect(feed.check(randomUUID(), randomUUID(), 0)).toBeNull();
  });

  it('applies a notification as it arrives, and shrugs off an unreadable one', async () => {
    await query(database.url, `select pg_notify('${REVOCATION_CHANNEL}', 'not json')`);
    const id = randomUUID();
    await endSession(database.url, id);
    await eventually(() => feed.check(randomUUID(), id, 0) === 'revoked');
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'unreadable token revocation ignored');
  });

  it('reconnects after losing its connection, and rebuilds from what was revoked meanwhile', async () => {
    const before = randomUUID();
    await endSession(database.url, before);
    await eventually(() => feed.check(randomUUID(), before, 0) === 'revoked');
    // Kill the feed's connection, and revoke a session while it is away (no one hears the NOTIFY).
    const killed = await query(
      database.url,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
      [FEED_APPLICATION_NAME],
    );
    expect(killed.rowCount).toBe(1);
    const meanwhile = randomUUID();
    await endSession(database.url, meanwhile, false);
    await eventually(() => feed.check(randomUUID(), meanwhile, 0) === 'revoked');
    expect(feed.check(randomUUID(), before, 0)).toBe('revoked');
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/lost its connection/));
    expect(log.info).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/reconnected and rebuilt/));
    // And listens again.
    const after = randomUUID();
    await endSession(database.url, after);
    await eventually(() => feed.check(randomUUID(), after, 0) === 'revoked');
  });
});

describe('without the auth schema (a service’s own test database)', () => {
  it('starts empty, warns once, and keeps listening', async () => {
    const database = await createTestDatabase();
    const log = logs();
    const feed = startRevocationFeed({ url: database.url, log, minDelayMs: 50 });
    try {
      expect(await feed.ready(5000)).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![1]).toMatch(/auth schema missing/);
      const id = randomUUID();
      await query(database.url, `select pg_notify('${REVOCATION_CHANNEL}', $1)`, [JSON.stringify({ kind: 'session', id, forget_after: later() })]);
      await eventually(() => feed.check(randomUUID(), id, 0) === 'revoked');
      await query(database.url, `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [
        FEED_APPLICATION_NAME,
      ]);
      await eventually(() => log.info.mock.calls.length > 0);
      expect(log.warn.mock.calls.filter((c) => /auth schema missing/.test(String(c[1])))).toHaveLength(1);
    } finally {
      await feed.close();
      await database.drop();
    }
  });
});
