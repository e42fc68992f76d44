import { admin } from '@sqw/contracts';
import { audit, conflict, notFound, requireAdmin, route, type ZodApp } from '@sqw/service-kit';
import type { AdminContext } from '../context';
import { insertTicket, listTickets, lockTicketStatus, markTicketResolved, nextTicketSeq, toTicket } from '../data/tickets';

/** The Support Center: tickets are created Open and resolved once (one way). */
export function ticketRoutes(app: ZodApp, { db }: AdminContext): void {
  route(app, admin.endpoints.tickets, async (req) => {
    const { status, limit, after } = req.query;
    return listTickets(db, { status }, { limit, after });
  });

  route(app, admin.endpoints.createTicket, async (req) => {
    const author = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const seq = await nextTicketSeq(trx);
      const row = await insertTicket(trx, { seq, ...req.body, createdBy: author.id, createdByEmail: author.email ?? author.id });
      const ticket = toTicket(row);
      await audit(trx, author, 'admin.ticket.create', { type: 'ticket', id: row.id }, { number: ticket.number, priority: row.priority });
      return ticket;
    });
  });

  route(app, admin.endpoints.resolveTicket, async (req) => {
    const resolver = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const current = await lockTicketStatus(trx, req.params.id);
      if (!current) throw notFound(admin.MESSAGES.ticketNotFound);
      if (current.status === 'Resolved') throw conflict(admin.MESSAGES.alreadyResolved);
      const ticket = toTicket(await markTicketResolved(trx, current.id, resolver.id));
      await audit(trx, resolver, 'admin.ticket.resolve', { type: 'ticket', id: ticket.id }, { number: ticket.number });
      return ticket;
    });
  });
}
