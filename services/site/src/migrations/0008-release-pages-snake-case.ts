import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A stored version's prerendered pages take the snake_case name the release API now sends
 * (`nav_frames`), so a shell released before still composes its pages with the current link
 * marked. A version stored without frame variants, or already renamed, is left as it is.
 */
export const releasePagesSnakeCaseMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      update release_versions
      set pages = (pages - 'navFrames') || jsonb_build_object('nav_frames', pages -> 'navFrames')
      where pages ? 'navFrames'`.execute(db);
  },
};
