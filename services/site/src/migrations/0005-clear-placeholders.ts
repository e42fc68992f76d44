import { sql, type Kysely, type Migration } from 'kysely';

// The blocks this migration adds, as they were when it shipped (the contract may grow later).
const CONTACT_BLOCKS = ['contact.phone', 'social.instagram', 'social.youtube', 'social.tiktok'];

/**
 * The first seed gave ventures made-up `.example` sites: they are cleared, so the showcase
 * shows no link until the admin enters the real address. The contact phone and social pages
 * become editable blocks, seeded empty (hidden) rather than with a made-up number or page.
 */
export const clearPlaceholders: Migration = {
  async up(db: Kysely<any>) {
    await sql`update ventures set url = null, updated_at = now() where url ~* '^https?://([^/]*\\.)?[^/]*\\.example(/|$)'`.execute(db);
    await sql`update ventures set logo = null, updated_at = now() where logo ~* '^https?://([^/]*\\.)?[^/]*\\.example(/|$)'`.execute(db);
    await db
      .insertInto('content')
      .values(CONTACT_BLOCKS.map((key) => ({ key, value: '' })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    // A 555 number is a fictional one wherever it came from.
    await sql`update content set value = '' where key = 'contact.phone' and value ~ '(^|\\D)555\\D*\\d{3}\\D*\\d{4}'`.execute(db);
    await sql`update content set value = '' where key like 'social.%' and value ~* '^https?://([^/]*\\.)?[^/]*\\.example(/|$)'`.execute(db);
  },
};
