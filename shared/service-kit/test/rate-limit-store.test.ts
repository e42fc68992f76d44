import { sql } from 'kysely';
import { loadConfig } from '../src/config';
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
