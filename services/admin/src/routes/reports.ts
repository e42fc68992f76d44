import { admin } from '@sqw/contracts';
import { AppError, audit, requireAdmin, route, sendCsv, toCsv, type ZodApp } from '@sqw/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminContext } from '../context';
import { activityRows, ACTIVITY_COLUMNS, CONTACT_COLUMNS, contactRow, REVENUE_COLUMNS, revenueRow, USER_COLUMNS, userRow } from '../report-rows';
import { allUsers } from '../sources/auth-users';
import { contactSubmissions } from '../sources/contact';
import { allOrders, revenue } from '../sources/store';
import { webEssentialsCsv } from '../sources/web-essentials';
import { requireUpstreams, UpstreamError, upstreamHttpError } from '../upstream';

const FILES = admin.REPORT_FILES;
const noData = () => new AppError(404, 'no_data', admin.MESSAGES.noData);

/** CSV reports generated here from the owning services' admin APIs; an empty report is a 404 'No data to export'. */
export function reportRoutes(app: ZodApp, ctx: AdminContext): void {
  // Personal data leaving the system is an admin action worth recording.
  const send = async (req: FastifyRequest, reply: FastifyReply, filename: string, csv: string, rows: number) => {
    if (rows === 0) throw noData();
    await audit(ctx.db, requireAdmin(req), 'admin.report.download', { type: 'report', id: filename }, { rows });
    return sendCsv(reply, filename, csv);
  };

  // The Users panel exports what its table shows: the search it has applied, if any.
  route(app, admin.endpoints.usersReport, async (req, reply) => {
    const users = await requireUpstreams(() => allUsers(ctx.upstream(req), req.query.q));
    return send(req, reply, FILES.users, toCsv(USER_COLUMNS, users.map(userRow)), users.length);
  });

  route(app, admin.endpoints.userActivityReport, async (req, reply) => {
    const upstream = ctx.upstream(req);
    const [users, orders] = await requireUpstreams(async () => {
      // Both load at once; awaiting the users first makes their failure the one reported.
      const pending = allOrders(upstream);
      pending.catch(() => undefined);
      return [await allUsers(upstream), await pending] as const;
    });
    return send(req, reply, FILES.userActivity, toCsv(ACTIVITY_COLUMNS, activityRows(users, orders)), users.length);
  });

  route(app, admin.endpoints.webEssentialsReport, async (req, reply) => {
    const csv = await requireUpstreams(() => webEssentialsCsv(ctx.upstream(req)));
    // The service's export always starts with its header line; rows follow it.
    const rows = csv.split(/\r?\n/).filter((line) => line.length > 0).length - 1;
    return send(req, reply, FILES.webEssentials, csv, Math.max(0, rows));
  });

  route(app, admin.endpoints.contactReport, async (req, reply) => {
    const merged = await contactSubmissions(ctx.upstream(req), {});
    // A file missing one source would pass for complete, so the export needs both.
    const missing = merged.unavailable[0];
    if (missing) throw upstreamHttpError(new UpstreamError(missing as 'site' | 'media', null, 'unavailable'));
    return send(req, reply, FILES.contact, toCsv(CONTACT_COLUMNS, merged.items.map(contactRow)), merged.items.length);
  });

  route(app, admin.endpoints.revenueReport, async (req, reply) => {
    const paid = await requireUpstreams(() => revenue(ctx.upstream(req), req.query.days));
    // Days without a paid order are still rows; a period without any is no data.
    return send(req, reply, FILES.revenue, toCsv(REVENUE_COLUMNS, paid.by_day.map(revenueRow)), paid.paid_orders === 0 ? 0 : paid.by_day.length);
  });
}
