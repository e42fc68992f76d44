import { sql, type Kysely, type Transaction } from 'kysely';
import type { SiteDB } from '../db';

export const listContentValues = (db: Kysely<SiteDB>) => db.selectFrom('content').select(['key', 'value']).execute();
export const listContentBlocks = (db: Kysely<SiteDB>) => db.selectFrom('content').selectAll().execute();

/** A block's value, locked until the transaction ends (undefined when there is no such block). */
export const lockContentValue = (trx: Transaction<SiteDB>, key: string) =>
  trx.selectFrom('content').select('value').where('key', '=', key).forUpdate().executeTakeFirst();

export const updateContent = (trx: Transaction<SiteDB>, key: string, value: string, adminId: string) =>
  trx
    .updateTable('content')
    .set({ value, updated_at: sql`now()`, updated_by: adminId })
    .where('key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow();
