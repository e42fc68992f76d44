import { site } from '@sqw/contracts';
import { audit, notFound, requireAdmin, route, sendCsv, toCsv, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { contactMessagesToExport, findContactMessage, listContactMessages, lockContactStatus, setContactStatus } from '../data/contact-messages';
import { findGuideLead, guideLeadsToExport, listGuideLeads } from '../data/guide-leads';
import type { ListFilters, PageRequest } from '../data/list-filters';
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

const SUBSCRIBER_COLUMNS = [
  { key: 'email', label: 'Email' },
  { key: 'status', label: 'Status' },
  { key: 'subscribed_at', label: 'Subscribed' },
  { key: 'unsubscribed_at', label: 'Unsubscribed' },
  { key: 'created_at', label: 'First signed up' },
];
const GUIDE_LEAD_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'request_count', label: 'Requests' },
  { key: 'created_at', label: 'First requested' },
  { key: 'last_requested_at', label: 'Last requested' },
];
const CONTACT_MESSAGE_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'message', label: 'Message' },
  { key: 'status', label: 'Status' },
  { key: 'created_at', label: 'Submitted' },
];

type Columns = { key: string; label: string }[];

/** The admin's view of what visitors sent: subscribers, guide leads and contact messages. */
export function adminFormRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  // Each form has the same three reads: a filtered page, the filtered CSV, one row by id.
  const lister =
    <R>(list: (db: Kysely<SiteDB>, f: ListFilters, page: PageRequest) => Promise<R>) =>
    async (req: { query: ListFilters & PageRequest }) => {
      const { limit, after, ...filters } = req.query;
      return list(db, filters, { limit, after });
    };
  const exporter =
    (table: string, filename: string, columns: Columns, rowsOf: (db: Kysely<SiteDB>, f: ListFilters) => Promise<object[]>) =>
    async (req: FastifyRequest<{ Querystring: ListFilters }>, reply: FastifyReply) => {
      const admin = requireAdmin(req);
      const filters = req.query;
      const rows = await rowsOf(db, filters);
      // Personal data leaving the system is an admin action worth recording.
      await audit(db, admin, `site.${table}.export`, { type: table, id: 'export' }, { filters, rows: rows.length });
      return sendCsv(reply, filename, toCsv(columns, rows as Record<string, unknown>[]));
    };
  const finder =
    <R>(find: (db: Kysely<SiteDB>, id: string) => Promise<R | undefined>, missing: string) =>
    async (req: { params: { id: string } }) => {
      const row = await find(db, req.params.id);
      if (!row) throw notFound(missing);
      return row;
    };

  route(app, subscribers, lister(listSubscribers));
  route(app, subscribersCsv, exporter('newsletter_subscribers', 'newsletter_subscribers.csv', SUBSCRIBER_COLUMNS, subscribersToExport));
  route(app, subscriber, finder(findSubscriber, 'This subscriber does not exist.'));

  route(app, guideLeads, lister(listGuideLeads));
  route(app, guideLeadsCsv, exporter('guide_leads', 'guide_leads.csv', GUIDE_LEAD_COLUMNS, guideLeadsToExport));
  route(app, guideLead, finder(findGuideLead, 'This guide lead does not exist.'));

  route(app, contactMessages, lister(listContactMessages));
  route(app, contactMessagesCsv, exporter('contact_messages', 'contact_submissions.csv', CONTACT_MESSAGE_COLUMNS, contactMessagesToExport));
  route(app, contactMessage, finder(findContactMessage, 'This contact message does not exist.'));

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
