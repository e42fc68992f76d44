import type { site } from '@sqw/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SiteDB } from '../db';
import { countedPage, exportRows, matching, type ListFilters, type PageRequest } from './list-filters';

const COLUMNS = ['id', 'name', 'email', 'message', 'status', 'created_at', 'updated_at'] as const;
const SEARCH = ['name', 'email', 'message'];

const filtered = (db: Kysely<SiteDB>, f: ListFilters) => db.selectFrom('contact_messages').select(COLUMNS).where(matching(f, SEARCH));

export const listContactMessages = (db: Kysely<SiteDB>, f: ListFilters, page: PageRequest) => countedPage(db, filtered(db, f), page);
export const contactMessagesToExport = (db: Kysely<SiteDB>, f: ListFilters) => exportRows(filtered(db, f));
export const findContactMessage = (db: Kysely<SiteDB>, id: string) => db.selectFrom('contact_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export const insertContactMessage = (trx: Transaction<SiteDB>, input: { name: string; email: string; message: string }) =>
  trx.insertInto('contact_messages').values(input).returning('id').executeTakeFirstOrThrow();

/** A message's status, locked until the transaction ends (undefined when there is no such message). */
export const lockContactStatus = (trx: Transaction<SiteDB>, id: string) =>
  trx.selectFrom('contact_messages').select('status').where('id', '=', id).forUpdate().executeTakeFirst();

export const setContactStatus = (trx: Transaction<SiteDB>, id: string, status: site.ContactStatus) =>
  trx
    .updateTable('contact_messages')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
