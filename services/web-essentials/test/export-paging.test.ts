import type { ServiceDefinition } from '@sqw/service-kit';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { sql } from 'kysely';
import type { WebBuildDB } from '../src/db';
import { adminExportRoutes } from '../src/routes/admin-export';
import { webEssentialsService } from '../src/service';
import { seededSubmission } from './helpers';

// The export alone, with small pages, so page edges are cheap to reach.
const BATCH = 4;
const def: ServiceDefinition<WebBuildDB> = { ...webEssentialsService, routes: (app, ctx) => adminExportRoutes(app, ctx, { batch: BATCH }) };

let t: TestService<WebBuildDB>;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestService(def);
  admin = { authorization: `Bearer ${await t.adminToken()}` };
});
afterAll(() => t.close());
afterEach(async () => {
  jest.restoreAllMocks();
  await t.db.deleteFrom('submissions').execute();
});

const exportNames = async () => {
  const res = await t.app.inject({ url: '/admin/submissions.csv', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.body
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(',')[0]);
};

/** Fails the `n`th statement the export runs (1-based) with a server-side error. */
function failQuery(n: number) {
  const original = t.db.selectFrom.bind(t.db);
  let calls = 0;
  jest.spyOn(t.db, 'selectFrom').mockImplementation(((table: never) => original(++calls === n ? ('no_such_table' as never) : table)) as never);
}

describe('CSV export paging', () => {
  it('exports each row once when rows share a millisecond across a page edge', async () => {
    // The cursor must not go through the millisecond ISO strings the pool reads timestamps as:
    // with microseconds stored, rows inside one millisecond straddle the page edge.
    await sql`alter table submissions alter column submitted_at type timestamptz(6)`.execute(t.db);
    // More rows than the route's default page too, so the case holds whatever the page size.
    const names = Array.from({ length: 600 }, (_, i) => `Row ${String(i).padStart(3, '0')}`);
    await t.db
      .insertInto('submissions')
      .values(names.map((name, i) => seededSubmission(name, `2026-03-04 05:06:07.123${String(999 - i).padStart(3, '0')}+00`)))
      .execute();
    const exported = await exportNames();
    expect(exported).toHaveLength(names.length);
    expect([...exported].sort()).toEqual(names);
    expect(exported).toEqual(names); // newest first
  });

  it('answers a failing first query with a JSON error, before any CSV is sent', async () => {
    await t.db.insertInto('submissions').values(seededSubmission('Only', '2026-01-01T00:00:00.000Z')).execute();
    failQuery(1);
    const res = await t.app.inject({ url: '/admin/submissions.csv', headers: admin });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });
  });

  it('ends a download that fails after the first page with a row saying it is incomplete', async () => {
    await t.db
      .insertInto('submissions')
      .values(Array.from({ length: BATCH + 2 }, (_, i) => seededSubmission(`Row ${i}`, `2026-01-01T00:00:0${i}.000Z`)))
      .execute();
    failQuery(2);
    const res = await t.app.inject({ url: '/admin/submissions.csv', headers: admin });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + BATCH + 1);
    expect(lines[lines.length - 1]).toMatch(/^"?EXPORT INCOMPLETE/);
  });
});
