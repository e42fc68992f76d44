import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import type { KitTables } from '../src/kit-tables';
import { buildService, type ServiceDefinition } from '../src/service';
import { startTestService, type TestService } from '../src/testing';

const def: ServiceDefinition<KitTables> = {
  name: 'unlogged',
  schema: 'unlogged_limits',
  migrations: {},
  routes(app) {
    app.post('/things', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  },
};

let t: TestService<KitTables>;
beforeAll(async () => {
  t = await startTestService(def);
}, 60_000);
afterAll(() => t.close());

const post = (ip: string) => t.app.inject({ method: 'POST', url: '/things', remoteAddress: ip }).then((r) => r.statusCode);
const persistence = async () =>
  (await sql<{ relpersistence: string }>`select relpersistence from pg_class where oid = to_regclass('rate_limit_counters')`.execute(t.db)).rows[0]
    ?.relpersistence;

describe('the rate-limit counters table', () => {
  it('is unlogged, so counting a request does not wait for a disk flush', async () => {
    expect(await post('10.3.0.1')).toBe(200);
    expect(await persistence()).toBe('u');
  });

  it('converts a logged table made by an earlier version, keeping its counters', async () => {
    // What an earlier version left: a logged table holding a spent budget.
    await sql`drop table rate_limit_counters`.execute(t.db);
    await sql`create table rate_limit_counters (key text primary key, count integer not null, expires_at timestamptz not null)`.execute(t.db);
    expect(await persistence()).toBe('p');
    // A replica started after the upgrade meets that table on its first count.
    const config = loadConfig({}, { PORT: '0', DATABASE_URL: 'postgres://unused' });
    const upgraded = await buildService(def, { config, db: t.db, storage: t.storage, verify: t.issuer.verify });
    try {
      await sql`insert into rate_limit_counters (key, count, expires_at) values ('spent', 2, now() + interval '1 minute')`.execute(t.db);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await upgraded.inject({ method: 'POST', url: '/things', remoteAddress: '10.3.0.2' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      expect(await persistence()).toBe('u');
      const kept = await sql<{ count: number }>`select count from rate_limit_counters where key = 'spent'`.execute(t.db);
      expect(kept.rows).toEqual([{ count: 2 }]);
    } finally {
      await upgraded.close();
    }
  });
});
