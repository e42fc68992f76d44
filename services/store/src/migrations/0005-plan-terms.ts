import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The plans listed a '7-day free trial' feature, but checkout has no trial: every plan starts
 * when its first payment is confirmed. Databases seeded before the seed was corrected lose it.
 */
export const planTermsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`update products set features = array_remove(features, '7-day free trial') where type = 'membership'`.execute(db);
  },
};
