import type { Kysely } from 'kysely';
import type { AdminDB } from '../db';

/** This service's own newest audit entries (the other services answer for theirs). */
export async function newestAuditEntries(db: Kysely<AdminDB>, limit: number) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
