import { quoteSnakeCase } from '../src/migrations/0002-quote-snake-case';
import { startWebEssentials, type TestService } from './helpers';

let t: TestService;
beforeAll(async () => {
  t = await startWebEssentials();
});
afterAll(() => t.close());

it('0002 renames a stored quote to the snake_case the API answers, numbers and line order kept', async () => {
  const old = {
    lines: [
      { kind: 'package', id: 'basic', label: 'Basic', amount: 875, cadence: 'one-time', startingPrice: false },
      { kind: 'hosting', id: 'high-end', label: 'High-End Hosting', amount: 500, cadence: 'monthly', startingPrice: true },
    ],
    oneTimeTotal: 875,
    depositDue: 437.5,
    monthlyTotal: 500,
    monthlyIsStartingPrice: true,
    savings: { oneTime: 0, monthly: 25 },
  };
  const row = await t.db
    .insertInto('submissions' as never)
    .values({
      business_name: 'Old Quote Co',
      business_description: 'Stored before the rename.',
      services: 'Old',
      selection_type: 'individual',
      pages: 'Use Default Layout',
      contact_form: true,
      providing_assets: false,
      need_domain_help: false,
      contact_name: 'Old',
      contact_email: 'old@example.com',
      quote: JSON.stringify(old),
    } as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  await quoteSnakeCase.up(t.db);
  const { quote } = (await t.db
    .selectFrom('submissions' as never)
    .select('quote' as never)
    .where('id' as never, '=', (row as { id: string }).id as never)
    .executeTakeFirstOrThrow()) as { quote: unknown };
  expect(quote).toEqual({
    lines: [
      { kind: 'package', id: 'basic', label: 'Basic', amount: 875, cadence: 'one-time', starting_price: false },
      { kind: 'hosting', id: 'high-end', label: 'High-End Hosting', amount: 500, cadence: 'monthly', starting_price: true },
    ],
    one_time_total: 875,
    deposit_due: 437.5,
    monthly_total: 500,
    monthly_is_starting_price: true,
    savings: { one_time: 0, monthly: 25 },
  });
  // Run again, it leaves a snake_case quote as it is.
  await quoteSnakeCase.up(t.db);
  const again = (await t.db
    .selectFrom('submissions' as never)
    .select('quote' as never)
    .executeTakeFirstOrThrow()) as { quote: unknown };
  expect(again.quote).toEqual(quote);
});
