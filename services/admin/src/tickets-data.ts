import { admin } from '@sqw/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AdminDB, TicketsTable } from './db';

/** '001' … '999', then '1000': at least three digits. */
export const ticketNumber = (seq: number) => String(seq).padStart(3, '0');

export const toTicket = (r: Selectable<TicketsTable>): admin.Ticket => ({
  id: r.id,
  number: ticketNumber(r.seq),
  title: r.title,
  description: r.description,
  priority: r.priority,
  status: r.status,
  createdAt: r.created_at,
  resolvedAt: r.resolved_at,
  createdBy: r.created_by_email,
});

/**
 * The next ticket number, inside the caller's transaction. The counter row stays locked
 * until that transaction ends, so concurrent creates queue and get consecutive numbers.
 */
export async function nextTicketSeq(trx: Kysely<AdminDB>): Promise<number> {
  const row = await trx
    .updateTable('ticket_counter')
    .set({ last: sql<number>`last + 1` })
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export async function ticketCounts(db: Kysely<AdminDB>): Promise<{ open: number; total: number }> {
  const row = await db
    .selectFrom('tickets')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where status = 'Open'))::int`.as('open')])
    .executeTakeFirstOrThrow();
  return { open: row.open, total: row.total };
}
