import { store } from '@sqw/contracts';
import { audit, conflict, enqueueMail, requireAdmin, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { cancelMembership, listMemberships } from '../data/admin-memberships';
import { listAdminSessions, lockCalendar, lockSession, refuseClash, updateSession, type SessionRow } from '../data/admin-sessions';
import { sessionConfirmedMail } from '../mails';
import { returnCredit, toSession } from '../data/sessions';

const endpoints = store.adminEndpoints;

const adminView = (row: SessionRow): store.AdminSession => ({
  ...toSession(row),
  user_id: row.user_id,
  customer_email: row.customer_email,
  customer_name: row.customer_name,
});

/** Scheduling coaching sessions and overseeing memberships. Admin role required by path. */
export function adminCoachingRoutes(app: ZodApp, { db }: StoreContext): void {
  route(app, endpoints.sessions, async (req) => {
    const { status, limit, after } = req.query;
    const { rows, next, count } = await listAdminSessions(db, status, { limit, after });
    return { items: rows.map(adminView), next, total: count.total, total_capped: count.capped };
  });

  route(app, endpoints.confirmSession, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      await lockCalendar(trx);
      const s = await lockSession(trx, req.params.id);
      if (s.status !== 'requested' && s.status !== 'confirmed') throw conflict(`This session is already ${s.status}.`);
      const at = new Date(req.body.scheduled_at).toISOString();
      await refuseClash(trx, s.id, at);
      const row = await updateSession(trx, s.id, { status: 'confirmed', scheduled_at: at, admin_note: req.body.note });
      if (row.customer_email) await enqueueMail(trx, sessionConfirmedMail(row.customer_email, at, req.body.note));
      await audit(trx, admin, 'store.session.confirm', { type: 'session', id: s.id }, { scheduled_at: at });
      return adminView(row);
    });
  });

  route(app, endpoints.completeSession, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const s = await lockSession(trx, req.params.id);
      if (s.status !== 'confirmed') throw conflict('Only a confirmed session can be completed.');
      const row = await updateSession(trx, s.id, { status: 'completed', admin_note: req.body.note ?? s.admin_note });
      await audit(trx, admin, 'store.session.complete', { type: 'session', id: s.id });
      return adminView(row);
    });
  });

  route(app, endpoints.cancelSession, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const s = await lockSession(trx, req.params.id);
      if (s.status !== 'requested' && s.status !== 'confirmed') throw conflict(`This session is already ${s.status}.`);
      // The member did not get their hour, so the credit goes back.
      await returnCredit(trx, s.credit_id);
      const row = await updateSession(trx, s.id, { status: 'cancelled', admin_note: req.body.note ?? s.admin_note });
      await audit(trx, admin, 'store.session.cancel', { type: 'session', id: s.id }, { note: req.body.note });
      return adminView(row);
    });
  });

  route(app, endpoints.memberships, async () => ({ items: await listMemberships(db) }));

  route(app, endpoints.cancelMembership, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const membership = await cancelMembership(trx, req.params.user_id);
      await audit(trx, admin, 'store.membership.cancel', { type: 'membership', id: req.params.user_id });
      return membership;
    });
  });
}
