import { ORPHAN_AFTER_MS, removeUnattachedFiles, type ServiceContext } from '@sqw/service-kit';
import { deleteUnattachedPhotos, knownPhotoKeys } from './data/photos';
import type { HallDB } from './db';

/**
 * Applicant photos are uploaded before the application that uses them; one never attached
 * within a day (the visitor left the form) is deleted, its row and its file. A legend keeps
 * the key of the photo it was approved with, so that counts as attached too.
 */
export async function sweepOrphanPhotos({ db, storage }: Pick<ServiceContext<HallDB>, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_AFTER_MS);
  const keys = await deleteUnattachedPhotos(db, cutoff);
  for (const key of keys) await storage.remove(key);
  // Files whose row never got written (the process stopped between the two).
  const strays = await removeUnattachedFiles(storage, 'photos', cutoff, (found) => knownPhotoKeys(db, found));
  return keys.length + strays.length;
}
