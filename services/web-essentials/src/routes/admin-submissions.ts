import { webEssentials as we } from '@sqw/contracts';
import { audit, notFound, requireAdmin, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { findSubmission, listSubmissions, lockSubmissionStatus, updateSubmissionStatus } from '../data/submissions';
import type { WebBuildDB } from '../db';
import { toSubmission, toSummary } from '../submission-view';

const missing = () => notFound('This submission does not exist.');

/** The admin panel's questionnaire list, detail and status; /admin/ makes the kit require the admin role. */
export function adminSubmissionRoutes(app: ZodApp, { db }: ServiceContext<WebBuildDB>): void {
  const E = we.adminEndpoints;

  route(app, E.submissions, async (req) => {
    const { limit, after, ...filter } = req.query;
    const page = await listSubmissions(db, filter, { limit, after });
    return { ...page, items: page.items.map(toSummary) };
  });

  route(app, E.submission, async (req) => {
    const row = await findSubmission(db, req.params.id);
    if (!row) throw missing();
    return toSubmission(row);
  });

  route(app, E.setSubmissionStatus, async (req) => {
    const admin = requireAdmin(req);
    const { status } = req.body;
    return db.transaction().execute(async (trx) => {
      const before = await lockSubmissionStatus(trx, req.params.id);
      if (!before) throw missing();
      // Any status may follow any other: the admin corrects mistakes the same way. Re-saving
      // the same status changes nothing and is not worth an audit entry.
      if (before.status === status) return toSubmission((await findSubmission(trx, req.params.id))!);
      const row = await updateSubmissionStatus(trx, req.params.id, status);
      await audit(trx, admin, 'web-essentials.submission.status', { type: 'submission', id: row.id }, { from: before.status, to: status });
      return toSubmission(row);
    });
  });
}
