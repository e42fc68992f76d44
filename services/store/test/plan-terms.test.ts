import type { store } from '@sqw/contracts';
import { sql } from 'kysely';
import { planTermsMigration } from '../src/migrations/0005-plan-terms';
import { startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

// Checkout has no trial period (a plan starts when its payment is confirmed), so no plan may claim one.
const claimsTrial = (plans: store.Product[]) => plans.filter((p) => p.features.some((f) => /trial/i.test(f))).map((p) => p.slug);

it('no plan lists a free trial', async () => {
  const plans = (await t.app.inject('/plans')).json().items as store.Product[];
  expect(plans).toHaveLength(3);
  expect(claimsTrial(plans)).toEqual([]);
});

it('the migration removes the trial from plans of a database seeded with it, and leaves other features', async () => {
  await sql`update products set features = array_append(features, '7-day free trial') where slug in ('plan-premium', 'plan-elite')`.execute(t.db);
  expect(claimsTrial((await t.app.inject('/plans')).json().items)).toEqual(['plan-premium', 'plan-elite']);
  await planTermsMigration.up(t.db);
  const plans = (await t.app.inject('/plans')).json().items as store.Product[];
  expect(claimsTrial(plans)).toEqual([]);
  expect(plans.find((p) => p.slug === 'plan-premium')!.features).toContain('Monthly live group coaching call');
});
