import { ORPHAN_AFTER_MS, removeUnattachedFiles, type ServiceContext } from '@sqw/service-kit';
import type { StoreDB } from './db';

/**
 * A payment proof is stored, then attached to its order in one transaction; a failed request
 * removes its file, but a process stopped in between leaves one no order points to. Those,
 * a day old, are deleted.
 */
export async function sweepOrphanProofs({ db, storage }: Pick<ServiceContext<StoreDB>, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const removed = await removeUnattachedFiles(storage, 'proofs', new Date(now - ORPHAN_AFTER_MS), async (keys) => {
    const rows = await db.selectFrom('orders').select('proof_key').where('proof_key', 'in', keys).execute();
    return rows.map((r) => r.proof_key!);
  });
  return removed.length;
}
