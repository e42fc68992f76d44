import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The stored quotes take the API's snake_case names (one_time_total, starting_price...), so a
 * quote reads back exactly as the service answers it. Rows stored before keep their numbers.
 */
export const quoteSnakeCase: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      update submissions set quote = jsonb_build_object(
        'lines', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', l -> 'kind', 'id', l -> 'id', 'label', l -> 'label', 'amount', l -> 'amount',
            'cadence', l -> 'cadence', 'starting_price', l -> 'startingPrice') order by n)
          from jsonb_array_elements(quote -> 'lines') with ordinality as t(l, n)), '[]'::jsonb),
        'one_time_total', quote -> 'oneTimeTotal',
        'deposit_due', quote -> 'depositDue',
        'monthly_total', quote -> 'monthlyTotal',
        'monthly_is_starting_price', quote -> 'monthlyIsStartingPrice',
        'savings', jsonb_build_object('one_time', quote -> 'savings' -> 'oneTime', 'monthly', quote -> 'savings' -> 'monthly'))
      where quote ? 'oneTimeTotal'`.execute(db);
  },
};
