import type { Kysely, Migration } from 'kysely';

/** Venture pictures uploaded by the admin: the path that serves one, where it is stored and its sniffed type. */
export const ventureImagesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('ventures').addColumn('image', 'text').addColumn('image_key', 'text').addColumn('image_mime', 'text').execute();
  },
};
