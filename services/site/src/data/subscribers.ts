import { sql, type Kysely, type Transaction } from 'kysely';
import type { SiteDB } from '../db';
import { countedPage, exportRows, matching, type ListFilters, type PageRequest } from './list-filters';

const COLUMNS = ['id', 'email', 'status', 'subscribed_at', 'unsubscribed_at', 'created_at'] as const;
const SEARCH = ['email'];

const filtered = (db: Kysely<SiteDB>, f: ListFilters) => db.selectFrom('newsletter_subscribers').select(COLUMNS).where(matching(f, SEARCH));

export const listSubscribers = (db: Kysely<SiteDB>, f: ListFilters, page: PageRequest) => countedPage(db, filtered(db, f), page);
export const subscribersToExport = (db: Kysely<SiteDB>, f: ListFilters) => exportRows(filtered(db, f));
export const findSubscriber = (db: Kysely<SiteDB>, id: string) =>
  db.selectFrom('newsletter_subscribers').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** The address's subscription, locked until the sign-up's transaction ends. */
export const lockSubscriber = (trx: Transaction<SiteDB>, email: string) =>
  trx.selectFrom('newsletter_subscribers').select(['id', 'status']).where('email', '=', email).forUpdate().executeTakeFirst();

export const insertSubscriber = (trx: Transaction<SiteDB>, email: string, tokenHash: string) =>
  trx.insertInto('newsletter_subscribers').values({ email, token_hash: tokenHash }).execute();

/** Subscribes again with a new token: links from before the unsubscribe stop working. */
export const resubscribe = (trx: Transaction<SiteDB>, id: string, tokenHash: string) =>
  trx
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', token_hash: tokenHash, subscribed_at: sql`now()`, unsubscribed_at: null })
    .where('id', '=', id)
    .execute();

/** The subscription the token belongs to, unsubscribed; repeating the click keeps the first time. Undefined for an unknown token. */
export const unsubscribeByToken = (db: Kysely<SiteDB>, tokenHash: string) =>
  db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: sql`coalesce(unsubscribed_at, now())` })
    .where('token_hash', '=', tokenHash)
    .returning('id')
    .executeTakeFirst();
