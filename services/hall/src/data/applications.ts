import type { hall } from '@sqw/contracts';
import { countedPage, NEWEST_FIRST } from '@sqw/service-kit';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { HallDB, SubmissionsTable } from '../db';

type Status = Selectable<SubmissionsTable>['status'];

/** An application as the review list shows it: the photo only as whether there is one. */
const selectApplications = (db: Kysely<HallDB>) =>
  db
    .selectFrom('sqw_submissions')
    .select([
      'id',
      'name',
      'alias',
      'email',
      'challenge',
      'passive_income',
      'custom_title',
      'quote',
      'proof_description',
      'status',
      'decision_reason',
      'legend_id',
      'created_at',
    ])
    .select(sql<boolean>`photo_id is not null`.as('has_photo'));

/** One page of the review list, newest first, with the matching count up to `cap`. */
export async function listApplications(db: Kysely<HallDB>, filter: { status?: Status }, page: { limit: number; after?: string }, cap: number) {
  let q = selectApplications(db);
  if (filter.status) q = q.where('status', '=', filter.status);
  return countedPage(db, q, NEWEST_FIRST, page, cap);
}

export async function insertApplication(trx: Transaction<HallDB>, input: hall.LegendApplication): Promise<{ id: string; status: Status }> {
  const row: Insertable<SubmissionsTable> = {
    name: input.name,
    alias: input.alias,
    email: input.email,
    challenge: input.challenge,
    passive_income: input.passive_income,
    custom_title: input.custom_title,
    quote: input.quote,
    proof_description: input.proof_description,
    photo_id: input.photo_id,
  };
  return trx.insertInto('sqw_submissions').values(row).returning(['id', 'status']).executeTakeFirstOrThrow();
}

/** The application, locked until the transaction ends so two reviews of it cannot both decide. */
export async function lockApplication(trx: Transaction<HallDB>, id: string): Promise<Selectable<SubmissionsTable> | undefined> {
  return trx.selectFrom('sqw_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markApproved(trx: Transaction<HallDB>, id: string, legendId: string): Promise<void> {
  await trx
    .updateTable('sqw_submissions')
    .set({ status: 'approved', legend_id: legendId, decided_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function markRejected(trx: Transaction<HallDB>, id: string, reason: string): Promise<void> {
  await trx
    .updateTable('sqw_submissions')
    .set({ status: 'rejected', decision_reason: reason, decided_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Where the photo sent with an application is stored, if it has one. */
export async function findApplicationPhoto(db: Kysely<HallDB>, id: string): Promise<{ storage_key: string; mime: string } | undefined> {
  return db
    .selectFrom('sqw_submissions')
    .innerJoin('photos', 'photos.id', 'sqw_submissions.photo_id')
    .select(['photos.storage_key', 'photos.mime'])
    .where('sqw_submissions.id', '=', id)
    .executeTakeFirst();
}
