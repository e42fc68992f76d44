import type { Kysely, Migration } from 'kysely';

/** Catalogue pictures uploaded by the admin: where the file is stored and its sniffed type. */
export const catalogueImagesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('catalogue_items').addColumn('image_key', 'text').addColumn('image_mime', 'text').execute();
  },
};
