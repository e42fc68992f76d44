import { site } from '@sqw/contracts';
import { audit, notFound, requireAdmin, route, sendCsv, toCsv, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { contactMessagesToExport, findContactMessage, listContactMessages, lockContactStatus, setContactStatus } from '../data/contact-messages';
import { findGuideLead, guideLeadsToExport, listGuideLeads } from '../data/guide-leads';
import type { ListFilters } from '../data/list-filters';
import { findSubscriber, listSubscribers, subscribersToExport } from '../data/subscribers';
import type { SiteDB } from '../db';

const {
  subscribers,
  subscriber,
  subscribersCsv,
  guideLeads,
  guideLead,
  guideLeadsCsv,
  contactMessages,
  contactMessage,
  contactMessagesCsv,
  setContactStatus: setStatus,
} = site.adminEndpoints;

/** The admin's view of what visitors sent: subscribers, guide leads and contact messages. */
export function adminFormRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  const exporter =
    (table: string, filename: string, columns: { key: string; label: string }[], rowsOf: (db: Kysely<SiteDB>, f: ListFilters) => Promise<object[]>) =>
    async (req: FastifyRequest<{ Querystring: ListFilters }>, reply: FastifyReply) => {
      const admin = requireAdmin(req);
      const filters = req.query;
      const rows = await rowsOf(db, filters);
      // Personal data leaving the system is an admin action worth recording.
      await audit(db, admin, `site.${table}.export`, { type: table, id: 'export' }, { filters, rows: rows.length });
      return sendCsv(reply, filename, toCsv(columns, rows as Record<string, unknown>[]));
    };
  const found = <T>(row: T | undefined, message: string): T => {
    if (!row) throw notFound(message);
    return row;
  };

  route(app, subscribers, async (req) => {
    const { limit, after, ...filters } = req.query;
    return listSubscribers(db, filters, { limit, after });
  });
  route(
    app,
    subscribersCsv,
    exporter(
      'newsletter_subscribers',
      'newsletter_subscribers.csv',
      [
        { key: 'email', label: 'Email' },
        { key: 'status', label: 'Status' },
        { key: 'subscribed_at', label: 'Subscribed' },
        { key: 'unsubscribed_at', label: 'Unsubscribed' },
        { key: 'created_at', label: 'First signed up' },
      ],
      subscribersToExport,
    ),
  );
  route(app, subscriber, async (req) => found(await findSubscriber(db, req.params.id), 'This subscriber does not exist.'));

  route(app, guideLeads, async (req) => {
    const { limit, after, ...filters } = req.query;
    return listGuideLeads(db, filters, { limit, after });
  });
  route(
    app,
    guideLeadsCsv,
    exporter(
      'guide_leads',
      'guide_leads.csv',
      [
        { key: 'name', label: 'Name' },
        { key: 'email', label: 'Email' },
        { key: 'request_count', label: 'Requests' },
        { key: 'created_at', label: 'First requested' },
        { key: 'last_requested_at', label: 'Last requested' },
      ],
      guideLeadsToExport,
    ),
  );
  route(app, guideLead, async (req) => found(await findGuideLead(db, req.params.id), 'This guide lead does not exist.'));

  route(app, contactMessages, async (req) => {
    const { limit, after, ...filters } = req.query;
    return listContactMessages(db, filters, { limit, after });
  });
  route(
    app,
    contactMessagesCsv,
    exporter(
      'contact_messages',
      'contact_submissions.csv',
      [
        { key: 'name', label: 'Name' },
        { key: 'email', label: 'Email' },
        { key: 'message', label: 'Message' },
        { key: 'status', label: 'Status' },
        { key: 'created_at', label: 'Submitted' },
      ],
      contactMessagesToExport,
    ),
  );
  route(app, contactMessage, async (req) => found(await findContactMessage(db, req.params.id), 'This contact message does not exist.'));

  route(app, setStatus, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const before = await lockContactStatus(trx, req.params.id);
      if (!before) throw notFound('This contact message does not exist.');
      const row = await setContactStatus(trx, req.params.id, req.body.status);
      await audit(trx, admin, 'site.contact_message.status', { type: 'contact_message', id: row.id }, { from: before.status, to: row.status });
      return row;
    });
  });
}
