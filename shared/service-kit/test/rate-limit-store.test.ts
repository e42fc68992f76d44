import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { hitCounter } from '../src/rate-limit-store';
import type { KitTables } from '../src/kit-tables';
import { buildService, type ServiceDefinition } from '../src/service';
import { startTestService, type TestService } from '../src/testing';

const def: ServiceDefinition<KitTables> = {
  name: 'limits',
  schema: 'limits',
  migrations: {},
  routes(app) {
    app.post('/things', { config: { rateLimit: { max: 3, timeWindow: 400 } } }, async () => ({ ok: true }));
    app.post('/other', { config: { rateLimit: { max: 3, timeWindow: 400 } } }, async () => ({ ok: true }));
  },
};

let t: TestService<KitTables>;
let replica: Awaited<ReturnType<typeof buildService>>;
beforeAll(async () => {
  t = await startTestService(def);
  // A second replica of the same service: its own process memory, the same database.
  const config = loadConfig({}, { PORT: '0', DATABASE_URL: 'postgres://unused' });
  replica = await buildService(def, { config, db: t.db, storage: t.storage, verify: t.issuer.verify });
}, 60_000);
afterAll(async () => {
  await replica.close();
  await t.close();
});

/** The test database, counting the statements it runs (those whose SQL holds `text`, when given). */
function counting(text?: string) {
  const seen = { n: 0 };
  const db = t.db.withPlugin({
    transformQuery: (args) => ((text === undefined || JSON.stringify(args.node).includes(text)) && seen.n++, args.node),
    transformResult: async (args) => args.result,
  });
  return Object.assign(seen, { db });
}

const post = (app: typeof replica, url = '/things', ip = '10.1.1.1') => app.inject({ method: 'POST', url, remoteAddress: ip }).then((r) => r.statusCode);

describe('rate limits shared by the replicas of a service', () => {
  it('counts one budget across replicas, per route and per caller, and opens again after the window', async () => {
    expect([await post(t.app), await post(replica), await post(t.app)]).toEqual([200, 200, 200]);
    expect(await post(replica)).toBe(429);
    expect(await post(t.app)).toBe(429);
    // Another route and another caller have budgets of their own.
    expect(await post(replica, '/other')).toBe(200);
    expect(await post(replica, '/things', '10.1.1.2')).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await post(replica)).toBe(200);
  });

  it('creates its table once when several replicas first count at the same moment', async () => {
    const config = loadConfig({}, { PORT: '0', DATABASE_URL: 'postgres://unused' });
    const fresh = await Promise.all([1, 2, 3].map(() => buildService(def, { config, db: t.db, storage: t.storage, verify: t.issuer.verify })));
    try {
      await sql`drop table rate_limit_counters`.execute(t.db);
      const codes = await Promise.all(fresh.flatMap((app, i) => Array.from({ length: 4 }, (_, j) => post(app, '/things', `10.2.${i}.${j}`))));
      expect(codes).toEqual(Array(12).fill(200));
    } finally {
      await Promise.all(fresh.map((app) => app.close()));
    }
  });
});

describe('hits that come while a count is in flight', () => {
  it('go together in one statement, each with its own exact count, in the order they came', async () => {
    const statements = counting();
    const count = hitCounter(statements.db);
    await count([{ key: 'warm-up', windowMs: 60_000 }]); // creates the table if no test did
    statements.n = 0;
    const hit = (i: number) =>
      count([
        { key: 'burst:address', windowMs: 60_000 },
        { key: `burst:sender-${i % 3}`, windowMs: 60_000 },
      ]);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i)));
    // The first goes at once; the other 29 wait for it and go as one.
    expect(statements.n).toBe(2);
    expect(results.map(([address]) => address!.current)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results.map(([, sender]) => sender!.current)).toEqual(Array.from({ length: 30 }, (_, i) => Math.floor(i / 3) + 1));
    for (const [address] of results) expect(address!.ttl).toBeGreaterThan(50_000);
    // The rows hold the totals.
    const { rows } = await sql<{ key: string; count: number }>`select key, count from rate_limit_counters where key like 'burst:%' order by key`.execute(t.db);
    expect(rows).toEqual([
      { key: 'burst:address', count: 30 },
      { key: 'burst:sender-0', count: 10 },
      { key: 'burst:sender-1', count: 10 },
      { key: 'burst:sender-2', count: 10 },
    ]);
  });

  it('counts a flood larger than one statement may carry in several, still exactly', async () => {
    const count = hitCounter(t.db);
    // 25,000 requests of two new keys each: 150,000 parameters in one statement, more than PostgreSQL takes.
    const hits = Array.from({ length: 25_000 }, (_, i) =>
      count([
        { key: 'flood:address', windowMs: 60_000 },
        { key: `flood:sender-${i}`, windowMs: 60_000 },
      ]),
    );
    const results = await Promise.all(hits);
    expect(results.at(-1)![0]!.current).toBe(25_000);
    expect(new Set(results.map(([address]) => address!.current)).size).toBe(25_000);
  }, 60_000);

  it('all get the error when their statement fails, and the next hit counts again', async () => {
    const count = hitCounter(t.db);
    // PostgreSQL text takes no NUL: a statement that fails whatever else it carries.
    const refused = { key: 'fail:\u0000', windowMs: 1000 };
    const settled = await Promise.allSettled([
      count([{ key: 'fail:first', windowMs: 1000 }]),
      count([refused]),
      count([{ key: 'fail:with-it', windowMs: 1000 }]),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect((await count([{ key: 'fail:with-it', windowMs: 1000 }]))[0]!.current).toBe(1);
  });
});

describe('expired windows', () => {
  it('are swept at most once a minute, however many hits come', async () => {
    let clock = 0;
    const sweeps = counting('delete from rate_limit_counters');
    const count = hitCounter(sweeps.db, () => clock);
    await count([{ key: 'sweep:expired', windowMs: 1 }]);
    await new Promise((r) => setTimeout(r, 20));
    // A flood of new keys within the minute: counted, never swept.
    await Promise.all(Array.from({ length: 1200 }, (_, i) => count([{ key: `sweep:flood-${i}`, windowMs: 60_000 }])));
    clock = 59_999;
    await count([{ key: 'sweep:late', windowMs: 60_000 }]);
    expect(sweeps.n).toBe(0);
    // A minute on, the next hit sweeps once, and the expired window goes.
    clock = 60_000;
    await count([{ key: 'sweep:late', windowMs: 60_000 }]);
    await count([{ key: 'sweep:late', windowMs: 60_000 }]);
    expect(sweeps.n).toBe(1);
    const left = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from rate_limit_counters where key = 'sweep:expired'`.execute(t.db)).rows[0]!.n;
    for (let i = 0; i < 50 && (await left()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await left()).toBe(0);
  });
});
