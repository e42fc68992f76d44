import { IdParam, site } from '@sqw/contracts';
import { audit, notFound, requireAdmin, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { adminListRoutes } from '../admin-list';
import type { SiteDB } from '../db';

/** The admin's view of what visitors sent: subscribers, guide leads and contact messages. */
export function adminFormRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  adminListRoutes(app, db, {
    path: '/admin/subscribers',
    table: 'newsletter_subscribers',
    columns: ['id', 'email', 'status', 'subscribed_at', 'unsubscribed_at', 'created_at'],
    searchColumns: ['email'],
    query: site.SubscriberQuery,
    exportQuery: site.SubscriberExportQuery,
    item: site.Subscriber,
    page: site.SubscriberPage,
    csv: [
      { key: 'email', label: 'Email' },
      { key: 'status', label: 'Status' },
      { key: 'subscribed_at', label: 'Subscribed' },
      { key: 'unsubscribed_at', label: 'Unsubscribed' },
      { key: 'created_at', label: 'First signed up' },
    ],
    filename: 'newsletter_subscribers.csv',
    notFoundMessage: 'This subscriber does not exist.',
  });

  adminListRoutes(app, db, {
    path: '/admin/guide-leads',
    table: 'guide_leads',
    columns: ['id', 'name', 'email', 'request_count', 'created_at', 'last_requested_at'],
    searchColumns: ['name', 'email'],
    query: site.GuideLeadQuery,
    exportQuery: site.GuideLeadExportQuery,
    item: site.GuideLead,
    page: site.GuideLeadPage,
    csv: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'request_count', label: 'Requests' },
      { key: 'created_at', label: 'First requested' },
      { key: 'last_requested_at', label: 'Last requested' },
    ],
    filename: 'guide_leads.csv',
    notFoundMessage: 'This guide lead does not exist.',
  });

  adminListRoutes(app, db, {
    path: '/admin/contact-messages',
    table: 'contact_messages',
    columns: ['id', 'name', 'email', 'message', 'status', 'created_at', 'updated_at'],
    searchColumns: ['name', 'email', 'message'],
    query: site.ContactQuery,
    exportQuery: site.ContactExportQuery,
    item: site.ContactMessage,
    page: site.ContactMessagePage,
    csv: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'message', label: 'Message' },
      { key: 'status', label: 'Status' },
      { key: 'created_at', label: 'Submitted' },
    ],
    filename: 'contact_submissions.csv',
    notFoundMessage: 'This contact message does not exist.',
  });

  app.patch(
    '/admin/contact-messages/:id',
    { schema: { params: IdParam, body: site.ContactStatusUpdate, response: { 200: site.ContactMessage } } },
    async (req) => {
      const admin = requireAdmin(req);
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('contact_messages').select('status').where('id', '=', req.params.id).forUpdate().executeTakeFirst();
        if (!before) throw notFound('This contact message does not exist.');
        const row = await trx
          .updateTable('contact_messages')
          .set({ status: req.body.status, updated_at: sql`now()` })
          .where('id', '=', req.params.id)
          .returning(['id', 'name', 'email', 'message', 'status', 'created_at', 'updated_at'])
          .executeTakeFirstOrThrow();
        await audit(trx, admin, 'site.contact_message.status', { type: 'contact_message', id: row.id }, { from: before.status, to: row.status });
        return row;
      });
    },
  );
}
