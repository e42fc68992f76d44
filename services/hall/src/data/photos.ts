import type { Insertable, Kysely, Transaction } from 'kysely';
import type { HallDB, PhotosTable } from '../db';

export async function insertPhoto(db: Kysely<HallDB>, photo: Insertable<PhotosTable>): Promise<void> {
  await db.insertInto('photos').values(photo).execute();
}

/** Whether an uploaded photo exists and no application has taken it yet (a photo belongs to one application). */
export async function isPhotoAvailable(trx: Transaction<HallDB>, id: string): Promise<boolean> {
  const photo = await trx.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst();
  if (!photo) return false;
  const used = await trx.selectFrom('sqw_submissions').select('id').where('photo_id', '=', id).executeTakeFirst();
  return !used;
}

export async function photoStorageKey(db: Kysely<HallDB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('photos').select('storage_key').where('id', '=', id).executeTakeFirst();
  return row?.storage_key;
}

/**
 * Deletes the photo rows uploaded before `cutoff` that neither an application nor a legend
 * uses, and answers their storage keys. One statement decides, so two replicas sweeping at
 * once delete each row once, and an application attaching the photo meanwhile makes the
 * delete fail rather than lose it.
 */
export async function deleteUnattachedPhotos(db: Kysely<HallDB>, cutoff: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('photos')
    .where('created_at', '<', cutoff.toISOString())
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sqw_submissions').select('id').whereRef('sqw_submissions.photo_id', '=', 'photos.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sqw_legends').select('id').whereRef('sqw_legends.photo_key', '=', 'photos.storage_key'))))
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Which of `keys` a photo row or a legend still names. */
export async function knownPhotoKeys(db: Kysely<HallDB>, keys: string[]): Promise<string[]> {
  const [photos, legends] = await Promise.all([
    db.selectFrom('photos').select('storage_key as key').where('storage_key', 'in', keys).execute(),
    db.selectFrom('sqw_legends').select('photo_key as key').where('photo_key', 'in', keys).execute(),
  ]);
  return [...photos, ...legends].map((r) => r.key!);
}
