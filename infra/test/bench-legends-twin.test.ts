import { hall } from '@sqw/contracts';
import { hallService, type HallDB } from '@sqw/service-hall';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { CompiledQuery, sql } from 'kysely';
import { keysetAnswer, legendsList, pgbenchNewsletter, pgbenchScript } from '../bench/sql';
import { recordStatements } from './record-statements';

// The bench's bare twin of GET /legends must send the hall's own statement, and answer the
// same page and cursor from its rows.

let t: TestService<HallDB>;
beforeAll(async () => {
  t = await startTestService(hallService);
  await sql`insert into sqw_legends (name, level, title, challenge, passive_income, created_at)
    select 'Legend ' || g, 1 + g % 7, 'T', 'C', '$1', timestamptz '2026-01-01' + (g % 5 || ' seconds')::interval
    from generate_series(1, 60) g`.execute(t.db);
}, 60_000);
afterAll(() => t.close());

test('the twin runs the statement GET /legends runs, and answers the same page and cursor', async () => {
  const { value: res, statements } = await recordStatements(() => t.app.inject('/legends'));
  const sent = statements.filter((text) => !/rate_limit_counters|token_revocations/.test(text));
  expect(res.statusCode).toBe(200);
  const workload = legendsList();
  expect(sent).toEqual(workload.statements.map((s) => s.text));

  const { rows } = await t.db.executeQuery(CompiledQuery.raw(workload.statements[0]!.text, workload.statements[0]!.values as unknown[]));
  const twin = keysetAnswer(rows as Record<string, unknown>[], hall.LegendQuery.parse({}).limit);
  const page = res.json() as { items: { id: string }[]; next: string | null };
  expect(twin.items.map((r) => r.id)).toEqual(page.items.map((l) => l.id));
  expect(twin.next).toBe(page.next);
  expect(page.next).not.toBeNull();
});

// pgbench takes every `:name` in its script for a variable, inside quotes too, and aborts on an
// unknown one: the scripts may name only pgbench's own `client_id` and the `\set` ones.
const pgbenchVariables = (script: string) => [...script.matchAll(/(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

test('the pgbench scripts name no variable pgbench does not have', () => {
  expect(pgbenchVariables(pgbenchScript(legendsList()))).toEqual([]);
  expect(new Set(pgbenchVariables(pgbenchNewsletter('site')))).toEqual(new Set(['client_id', 'r']));
});

test('the pgbench script of GET /legends reads the same rows and cursor keys as the statement', async () => {
  const workload = legendsList();
  const statement = workload.statements[0]!;
  const { rows: expected } = await t.db.executeQuery(CompiledQuery.raw(statement.text, statement.values as unknown[]));
  const { rows } = await t.db.executeQuery(CompiledQuery.raw(pgbenchScript(workload).trim().replace(/;$/, '')));
  expect(rows).toEqual(expected);
});
