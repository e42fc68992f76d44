import { media } from '@sqw/contracts';
import { countedPage, likePattern, type OrderKey } from '@sqw/service-kit';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { MediaDB } from '../db';
import { toRow } from '../proposal-view';

/** Newest first, ties by id: the admin list and the CSV export read in the same order. */
const NEWEST_FIRST: OrderKey[] = [
  { column: 'created_at', type: 'timestamptz', desc: true },
  { column: 'id', type: 'uuid', desc: true },
];

const SEARCHED = ['name', 'email', 'company', 'phone', 'property_address', 'description'] as const;

/** Narrows a proposals query by the admin list's filters; the list, its count and the CSV export share it. */
function filtered<O>(q: SelectQueryBuilder<MediaDB, 'proposals', O>, f: media.ProposalFilter): SelectQueryBuilder<MediaDB, 'proposals', O> {
  if (f.form_type) q = q.where('form_type', '=', f.form_type);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.q) {
    const pattern = likePattern(f.q);
    q = q.where((eb) => eb.or(SEARCHED.map((c) => eb(c, 'ilike', pattern))));
  }
  return q;
}

/** One page of the admin list, with the matching rows counted up to the cap. */
export const listProposals = (db: Kysely<MediaDB>, f: media.ProposalFilter, page: { limit: number; after?: string }) =>
  countedPage(db, filtered(db.selectFrom('proposals').selectAll(), f), NEWEST_FIRST, page, media.PROPOSAL_COUNT_CAP);

/** The filtered proposals for the CSV export, newest first, at most `max`. */
export const exportProposals = (db: Kysely<MediaDB>, f: media.ProposalFilter, max: number) =>
  filtered(db.selectFrom('proposals').selectAll(), f).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(max).execute();

export const findProposal = (db: Kysely<MediaDB> | Transaction<MediaDB>, id: string) =>
  db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirst();

/** The proposal, locked until the transaction ends, so two status changes cannot interleave. */
export const lockProposal = (trx: Transaction<MediaDB>, id: string) =>
  trx.selectFrom('proposals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateProposalStatus = (trx: Transaction<MediaDB>, id: string, status: media.ProposalStatus) =>
  trx
    .updateTable('proposals')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const insertProposal = (trx: Transaction<MediaDB>, input: media.ProposalRequest) =>
  trx.insertInto('proposals').values(toRow(input)).returning('id').executeTakeFirstOrThrow();
