import { ORPHAN_AFTER_MS, removeUnattachedFiles, type ServiceContext } from '@sqw/service-kit';
import type { HallDB } from './db';

/**
 * Applicant photos are uploaded before the application that uses them; one never attached
 * within a day (the visitor left the form) is deleted, its row and its file. A legend keeps
 * the key of the photo it was approved with, so that counts as attached too.
 */
export async function sweepOrphanPhotos({ db, storage }: Pick<ServiceContext<HallDB>, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_AFTER_MS);
  // One statement decides, so two replicas sweeping at once delete each row once, and an
  // application attaching the photo meanwhile makes the delete fail rather than lose it.
  const rows = await db
    .deleteFrom('photos')
    .where('created_at', '<', cutoff.toISOString())
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sqw_submissions').select('id').whereRef('sqw_submissions.photo_id', '=', 'photos.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sqw_legends').select('id').whereRef('sqw_legends.photo_key', '=', 'photos.storage_key'))))
    .returning('storage_key')
    .execute();
  for (const { storage_key } of rows) await storage.remove(storage_key);
  // Files whose row never got written (the process stopped between the two).
  const strays = await removeUnattachedFiles(storage, 'photos', cutoff, async (keys) => {
    const [photos, legends] = await Promise.all([
      db.selectFrom('photos').select('storage_key as key').where('storage_key', 'in', keys).execute(),
      db.selectFrom('sqw_legends').select('photo_key as key').where('photo_key', 'in', keys).execute(),
    ]);
    return [...photos, ...legends].map((r) => r.key!);
  });
  return rows.length + strays.length;
}
