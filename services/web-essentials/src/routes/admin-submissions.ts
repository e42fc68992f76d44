import { IdParam, webEssentials as we } from '@sqw/contracts';
import { audit, notFound, requireAdmin, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { WebBuildDB } from '../db';
import { applyFilter } from '../filters';
import { toSubmission, toSummary } from '../submission-view';

/** The admin panel's questionnaire list, detail and status; /admin/ makes the kit require the admin role. */
export function adminSubmissionRoutes(app: ZodApp, { db }: ServiceContext<WebBuildDB>): void {
  app.get('/admin/submissions', { schema: { querystring: we.SubmissionQuery, response: { 200: we.SubmissionList } } }, async (req) => {
    const { limit, offset, ...filter } = req.query;
    const [rows, count] = await Promise.all([
      applyFilter(db.selectFrom('submissions').selectAll(), filter).orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      applyFilter(db.selectFrom('submissions').select(sql<number>`count(*)::int`.as('n')), filter).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toSummary), total: count.n };
  });

  app.get('/admin/submissions/:id', { schema: { params: IdParam, response: { 200: we.Submission } } }, async (req) => {
    const row = await db.selectFrom('submissions').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound('This submission does not exist.');
    return toSubmission(row);
  });

  app.patch('/admin/submissions/:id', { schema: { params: IdParam, body: we.UpdateSubmissionStatus, response: { 200: we.Submission } } }, async (req) => {
    const admin = requireAdmin(req);
    const { status } = req.body;
    return db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('submissions').select('status').where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!before) throw notFound('This submission does not exist.');
      // Any status may follow any other: the admin corrects mistakes the same way. Re-saving
      // the same status changes nothing and is not worth an audit entry.
      if (before.status === status) {
        return toSubmission(await trx.selectFrom('submissions').selectAll().where('id', '=', req.params.id).executeTakeFirstOrThrow());
      }
      const row = await trx
        .updateTable('submissions')
        .set({ status, status_changed_at: sql`now()` })
        .where('id', '=', req.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'web-essentials.submission.status', { type: 'submission', id: row.id }, { from: before.status, to: status });
      return toSubmission(row);
    });
  });
}
