import type { Kysely } from 'kysely';
import type { SiteDB } from '../db';

export const insertPageView = (db: Kysely<SiteDB>, view: { path: string; referrer_host: string | null; visitor_id: string }) =>
  db.insertInto('page_views').values(view).execute();
