import type { Kysely, Migration } from 'kysely';

/** Each version's prerendered pages (its sqw-pages.json), which the composer serves while it is live. */
export const releasePagesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('release_versions').addColumn('pages', 'jsonb').execute();
  },
};
