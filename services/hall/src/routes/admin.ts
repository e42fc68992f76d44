import { hall } from '@sqw/contracts';
import { audit, conflict, enqueueMail, notFound, requireAdmin, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { Transaction } from 'kysely';
import { findApplicationPhoto, listApplications, lockApplication, markApproved, markRejected } from '../data/applications';
import { deleteLegend, insertLegend } from '../data/legends';
import { photoStorageKey } from '../data/photos';
import type { HallDB } from '../db';
import { toLegend } from '../legend-view';
import { applicationApprovedMail, applicationRejectedMail } from '../mails';

/** The application under review, locked; a decided one cannot be decided again. */
async function pendingApplication(trx: Transaction<HallDB>, id: string) {
  const row = await lockApplication(trx, id);
  if (!row) throw notFound('This application does not exist.');
  if (row.status !== 'pending') throw conflict(`This application was already ${row.status}.`);
  return row;
}

/** Review of legend applications; every route here requires the admin role (kit rule for /admin/). */
export function adminRoutes(app: ZodApp, { db, storage, config }: ServiceContext<HallDB>): void {
  route(app, hall.adminEndpoints.applications, async (req) => {
    const { status, limit, after } = req.query;
    return listApplications(db, { status }, { limit, after }, hall.APPLICATION_COUNT_CAP);
  });

  route(app, hall.adminEndpoints.applicationPhoto, async (req, reply) => {
    const row = await findApplicationPhoto(db, req.params.id);
    const data = row ? await storage.get(row.storage_key) : null;
    if (!row || !data) throw notFound('This application has no photo.');
    return reply.header('content-type', row.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(data);
  });

  route(app, hall.adminEndpoints.approve, async (req) => {
    const admin = requireAdmin(req);
    const { level, username, badges } = req.body;
    const title = req.body.title ?? hall.levelOf(level).title;
    return db.transaction().execute(async (trx) => {
      const a = await pendingApplication(trx, req.params.id);
      const photoKey = a.photo_id ? await photoStorageKey(trx, a.photo_id) : undefined;
      const legend = await insertLegend(trx, {
        name: a.name,
        username: username ?? a.alias,
        photo_key: photoKey ?? null,
        avatar_url: null,
        level,
        title,
        challenge: a.challenge,
        passive_income: a.passive_income,
        quote: a.quote,
        badges,
        application_id: a.id,
      });
      await markApproved(trx, a.id, legend.id);
      await enqueueMail(trx, applicationApprovedMail(a, title, level, `${config.SITE_URL}/sqw-hall?legend=${legend.id}`));
      await audit(trx, admin, 'hall.application.approve', { type: 'application', id: a.id }, { level, legend_id: legend.id });
      return toLegend(legend);
    });
  });

  route(app, hall.adminEndpoints.reject, async (req) => {
    const admin = requireAdmin(req);
    await db.transaction().execute(async (trx) => {
      const a = await pendingApplication(trx, req.params.id);
      await markRejected(trx, a.id, req.body.reason);
      await enqueueMail(trx, applicationRejectedMail(a, req.body.reason));
      await audit(trx, admin, 'hall.application.reject', { type: 'application', id: a.id }, { reason: req.body.reason });
    });
    return { ok: true as const };
  });

  route(app, hall.adminEndpoints.deleteLegend, async (req) => {
    const admin = requireAdmin(req);
    await db.transaction().execute(async (trx) => {
      if (!(await deleteLegend(trx, req.params.id))) throw notFound('This legend does not exist.');
      await audit(trx, admin, 'hall.legend.delete', { type: 'legend', id: req.params.id });
    });
    return { ok: true as const };
  });
}
