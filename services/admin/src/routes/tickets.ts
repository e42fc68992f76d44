import { admin, IdParam } from '@sqw/contracts';
import { audit, conflict, notFound, requireAdmin, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { AdminContext } from '../context';
import { nextTicketSeq, toTicket } from '../tickets-data';

/** The Support Center: tickets are created Open and resolved once (one way). */
export function ticketRoutes(app: ZodApp, { db }: AdminContext): void {
  app.get('/admin/tickets', { schema: { querystring: admin.TicketQuery, response: { 200: admin.TicketPage } } }, async (req) => {
    const { status, limit, offset } = req.query;
    let list = db.selectFrom('tickets').selectAll();
    let count = db.selectFrom('tickets').select(sql<number>`count(*)::int`.as('n'));
    if (status) {
      list = list.where('status', '=', status);
      count = count.where('status', '=', status);
    }
    const [rows, { n }] = await Promise.all([list.orderBy('seq', 'desc').limit(limit).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
    return { items: rows.map(toTicket), total: n };
  });

  app.post('/admin/tickets', { schema: { body: admin.TicketCreate, response: { 201: admin.Ticket } } }, async (req, reply) => {
    const who = requireAdmin(req);
    const ticket = await db.transaction().execute(async (trx) => {
      const seq = await nextTicketSeq(trx);
      const row = await trx
        .insertInto('tickets')
        .values({ seq, ...req.body, created_by: who.id, created_by_email: who.email ?? who.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, who, 'admin.ticket.create', { type: 'ticket', id: row.id }, { number: toTicket(row).number, priority: row.priority });
      return toTicket(row);
    });
    return reply.code(201).send(ticket);
  });

  app.post('/admin/tickets/:id/resolve', { schema: { params: IdParam, response: { 200: admin.Ticket } } }, async (req) => {
    const who = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('tickets').select(['id', 'status']).where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!current) throw notFound(admin.MESSAGES.ticketNotFound);
      if (current.status === 'Resolved') throw conflict(admin.MESSAGES.alreadyResolved);
      const row = await trx
        .updateTable('tickets')
        .set({ status: 'Resolved', resolved_at: sql<string>`now()`, resolved_by: who.id })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const ticket = toTicket(row);
      await audit(trx, who, 'admin.ticket.resolve', { type: 'ticket', id: row.id }, { number: ticket.number });
      return ticket;
    });
  });
}
