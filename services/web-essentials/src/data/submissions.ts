import { webEssentials as we } from '@sqw/contracts';
import { countedPage, keysetPage, likePattern, type OrderKey } from '@sqw/service-kit';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { SubmissionsTable, WebBuildDB } from '../db';
import { dateBounds } from '../filters';

/** Newest first, ties by id: the submissions_newest index, read by the admin table and the CSV alike. */
const NEWEST_FIRST: OrderKey[] = [
  { column: 'submitted_at', type: 'timestamptz', desc: true },
  { column: 'id', type: 'uuid', desc: true },
];

/** The admin table's and the CSV's filters, applied to any query over submissions. */
function filtered<O>(q: SelectQueryBuilder<WebBuildDB, 'submissions', O>, f: we.SubmissionFilter): SelectQueryBuilder<WebBuildDB, 'submissions', O> {
  const { start, end } = dateBounds(f);
  if (f.status) q = q.where('status', '=', f.status);
  if (start) q = q.where('submitted_at', '>=', start.toISOString());
  if (end) q = q.where('submitted_at', '<', end.toISOString());
  if (f.search) {
    const pattern = likePattern(f.search);
    q = q.where((eb) => eb.or([eb('business_name', 'ilike', pattern), eb('contact_name', 'ilike', pattern), eb('contact_email', 'ilike', pattern)]));
  }
  return q;
}

/** One page of the admin table, with the matching rows counted up to the cap. */
export const listSubmissions = (db: Kysely<WebBuildDB>, f: we.SubmissionFilter, page: { limit: number; after?: string }) =>
  countedPage(db, filtered(db.selectFrom('submissions').selectAll(), f), NEWEST_FIRST, page, we.SUBMISSION_COUNT_CAP);

/**
 * One page of the CSV export, in the table's order. The cursor carries every stored digit of
 * the time, so a page edge inside a shared millisecond neither skips nor repeats a row.
 */
export const exportPage = (db: Kysely<WebBuildDB>, f: we.SubmissionFilter, page: { limit: number; after?: string }) =>
  keysetPage(filtered(db.selectFrom('submissions').selectAll(), f), NEWEST_FIRST, page);

export const findSubmission = (db: Kysely<WebBuildDB> | Transaction<WebBuildDB>, id: string) =>
  db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();

/** The submission's status, locked until the transaction ends, so two changes cannot interleave. */
export const lockSubmissionStatus = (trx: Transaction<WebBuildDB>, id: string) =>
  trx.selectFrom('submissions').select('status').where('id', '=', id).forUpdate().executeTakeFirst();

export const updateSubmissionStatus = (trx: Transaction<WebBuildDB>, id: string, status: we.SubmissionStatus) =>
  trx
    .updateTable('submissions')
    .set({ status, status_changed_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const insertSubmission = (trx: Transaction<WebBuildDB>, row: Insertable<SubmissionsTable>) =>
  trx.insertInto('submissions').values(row).returning(['id', 'status', 'submitted_at']).executeTakeFirstOrThrow();
