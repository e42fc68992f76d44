import type { KitTables } from '../src/kit-tables';
import type { ServiceDefinition } from '../src/service';
import { countRows, startTestService, type TestService } from '../src/testing';

const def: ServiceDefinition<KitTables> = { name: 'count-rows', schema: 'count_rows', migrations: {}, routes() {} };

let t: TestService<KitTables>;
beforeAll(async () => {
  t = await startTestService(def);
}, 60_000);
afterAll(() => t.close());

test('countRows counts the rows of one table of the service', async () => {
  expect(await countRows(t, 'outbox')).toBe(0);
  const mail = { subject: 'Hello', text_body: 'Hi.', html_body: null, last_error: null, sent_at: null };
  await t.db
    .insertInto('outbox')
    .values([
      { ...mail, to_address: 'a@example.com' },
      { ...mail, to_address: 'b@example.com' },
    ])
    .execute();
  expect(await countRows(t, 'outbox')).toBe(2);
  expect(await countRows(t, 'audit_log')).toBe(0);
});
