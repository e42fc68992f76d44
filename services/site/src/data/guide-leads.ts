import { sql, type Kysely, type Transaction } from 'kysely';
import type { SiteDB } from '../db';
import { countedPage, exportRows, matching, type ListFilters, type PageRequest } from './list-filters';

const COLUMNS = ['id', 'name', 'email', 'request_count', 'created_at', 'last_requested_at'] as const;
const SEARCH = ['name', 'email'];

const filtered = (db: Kysely<SiteDB>, f: ListFilters) => db.selectFrom('guide_leads').select(COLUMNS).where(matching(f, SEARCH));

export const listGuideLeads = (db: Kysely<SiteDB>, f: ListFilters, page: PageRequest) => countedPage(db, filtered(db, f), page);
export const guideLeadsToExport = (db: Kysely<SiteDB>, f: ListFilters) => exportRows(filtered(db, f));
export const findGuideLead = (db: Kysely<SiteDB>, id: string) => db.selectFrom('guide_leads').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** One lead per address; asking again counts the request. Answers who to send the guide to. */
export const recordGuideRequest = (trx: Transaction<SiteDB>, lead: { name: string | null; email: string }) =>
  trx
    .insertInto('guide_leads')
    .values(lead)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        // A later request without a name keeps the one given before.
        name: sql`coalesce(excluded.name, guide_leads.name)`,
        request_count: sql`guide_leads.request_count + 1`,
        last_requested_at: sql`now()`,
      }),
    )
    .returning(['name', 'email'])
    .executeTakeFirstOrThrow();
