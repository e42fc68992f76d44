import { admin } from '@sqw/contracts';
import { countUpTo, keysetPage, type OrderKey } from '@sqw/service-kit';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AdminDB, TicketsTable } from '../db';

/** '001' … '999', then '1000': at least three digits. */
export const ticketNumber = (seq: number) => String(seq).padStart(3, '0');

export const toTicket = (row: Selectable<TicketsTable>): admin.Ticket => ({
  id: row.id,
  number: ticketNumber(row.seq),
  title: row.title,
  description: row.description,
  priority: row.priority,
  status: row.status,
  created_at: row.created_at,
  resolved_at: row.resolved_at,
  created_by: row.created_by_email,
});

/** Newest first: the ticket number is handed out in creation order and is unique. */
const NEWEST_TICKET_FIRST: OrderKey[] = [{ column: 'seq', type: 'int', desc: true }];

/** One page of tickets, newest first, with how many match (up to the cap). */
export async function listTickets(db: Kysely<AdminDB>, filter: { status?: admin.TicketStatus }, page: { limit: number; after?: string }) {
  let matching = db.selectFrom('tickets');
  if (filter.status) matching = matching.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([keysetPage(matching.selectAll(), NEWEST_TICKET_FIRST, page), countUpTo(db, matching.selectAll(), admin.COUNT_CAP)]);
  return { items: rows.items.map(toTicket), next: rows.next, total: count.total, total_capped: count.capped };
}

/**
 * The next ticket number, inside the caller's transaction. The counter row stays locked
 * until that transaction ends, so concurrent creates queue and get consecutive numbers.
 */
export async function nextTicketSeq(trx: Transaction<AdminDB>): Promise<number> {
  const row = await trx
    .updateTable('ticket_counter')
    .set({ last: sql<number>`last + 1` })
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export async function insertTicket(
  trx: Transaction<AdminDB>,
  input: { seq: number; title: string; description: string; priority: admin.Ticket['priority']; createdBy: string; createdByEmail: string },
) {
  return trx
    .insertInto('tickets')
    .values({
      seq: input.seq,
      title: input.title,
      description: input.description,
      priority: input.priority,
      created_by: input.createdBy,
      created_by_email: input.createdByEmail,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The ticket's id and status, its row locked until the transaction ends (a resolve decides on it). */
export const lockTicketStatus = (trx: Transaction<AdminDB>, id: string) =>
  trx.selectFrom('tickets').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();

export const markTicketResolved = (trx: Transaction<AdminDB>, id: string, resolvedBy: string) =>
  trx
    .updateTable('tickets')
    .set({ status: 'Resolved', resolved_at: sql<string>`now()`, resolved_by: resolvedBy })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** How many tickets there are, and how many of them are open (the Analytics tile). */
export async function ticketCounts(db: Kysely<AdminDB>): Promise<{ open: number; total: number }> {
  const row = await db
    .selectFrom('tickets')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where status = 'Open'))::int`.as('open')])
    .executeTakeFirstOrThrow();
  return { open: row.open, total: row.total };
}
