import { IdParam, store } from '@sqw/contracts';
import { audit, conflict, enqueueMail, notFound, requireAdmin, type ZodApp } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { StoreContext } from '../context';
import type { StoreDB } from '../db';
import { sessionConfirmedMail } from '../mails';
import { membershipQuery } from '../membership-data';
import { returnCredit, toSession } from '../session-view';

/** Scheduling coaching sessions and overseeing memberships. Admin role required by path. */
export function adminCoachingRoutes(app: ZodApp, { db }: StoreContext): void {
  const adminView = (row: Awaited<ReturnType<typeof locked>>) => ({
    ...toSession(row),
    user_id: row.user_id,
    customer_email: row.customer_email,
    customer_name: row.customer_name,
  });
  const locked = async (trx: Kysely<StoreDB>, id: string) => {
    const s = await trx.selectFrom('coaching_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!s) throw notFound('This session does not exist.');
    return s;
  };
  const update = (trx: Kysely<StoreDB>, id: string, set: { status: store.SessionStatus; scheduled_at?: string; admin_note?: string | null }) =>
    trx
      .updateTable('coaching_sessions')
      .set({ ...set, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();

  app.get('/admin/sessions', { schema: { querystring: store.AdminSessionQuery, response: { 200: store.AdminSessionPage } } }, async (req) => {
    let q = db.selectFrom('coaching_sessions');
    if (req.query.status) q = q.where('status', '=', req.query.status);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy(sql`coalesce(scheduled_at, created_at)`, 'desc')
        .limit(req.query.limit)
        .offset(req.query.offset)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(adminView), total: count.n };
  });

  app.post('/admin/sessions/:id/confirm', { schema: { params: IdParam, body: store.ConfirmSession, response: { 200: store.AdminSession } } }, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      // One coach calendar: confirmations queue on this lock so two cannot take the same hour.
      await sql`select pg_advisory_xact_lock(hashtext('store.session_calendar'))`.execute(trx);
      const s = await locked(trx, req.params.id);
      if (s.status !== 'requested' && s.status !== 'confirmed') throw conflict(`This session is already ${s.status}.`);
      const at = new Date(req.body.scheduled_at).toISOString();
      const clash = await trx
        .selectFrom('coaching_sessions')
        .select('id')
        .where('status', '=', 'confirmed')
        .where('id', '!=', s.id)
        .where(sql<boolean>`abs(extract(epoch from (scheduled_at - ${at}::timestamptz))) < ${store.SESSION_MINUTES * 60}`)
        .executeTakeFirst();
      if (clash) throw conflict('That time is already booked for another session.');
      const row = await update(trx, s.id, { status: 'confirmed', scheduled_at: at, admin_note: req.body.note });
      if (row.customer_email) await enqueueMail(trx, sessionConfirmedMail(row.customer_email, at, req.body.note));
      await audit(trx, admin, 'store.session.confirm', { type: 'session', id: s.id }, { scheduled_at: at });
      return adminView(row);
    });
  });

  app.post('/admin/sessions/:id/complete', { schema: { params: IdParam, body: store.SessionNote, response: { 200: store.AdminSession } } }, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const s = await locked(trx, req.params.id);
      if (s.status !== 'confirmed') throw conflict('Only a confirmed session can be completed.');
      const row = await update(trx, s.id, { status: 'completed', admin_note: req.body.note ?? s.admin_note });
      await audit(trx, admin, 'store.session.complete', { type: 'session', id: s.id });
      return adminView(row);
    });
  });

  app.post('/admin/sessions/:id/cancel', { schema: { params: IdParam, body: store.SessionNote, response: { 200: store.AdminSession } } }, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const s = await locked(trx, req.params.id);
      if (s.status !== 'requested' && s.status !== 'confirmed') throw conflict(`This session is already ${s.status}.`);
      // The member did not get their hour, so the credit goes back.
      await returnCredit(trx, s.credit_id);
      const row = await update(trx, s.id, { status: 'cancelled', admin_note: req.body.note ?? s.admin_note });
      await audit(trx, admin, 'store.session.cancel', { type: 'session', id: s.id }, { note: req.body.note });
      return adminView(row);
    });
  });

  app.get('/admin/memberships', { schema: { response: { 200: store.AdminMembershipList } } }, async () => ({
    items: await membershipQuery(db).orderBy('ms.renews_at').limit(500).execute(),
  }));

  app.post(
    '/admin/memberships/:user_id/cancel',
    { schema: { params: z.object({ user_id: z.string().uuid() }), response: { 200: store.AdminMembership } } },
    async (req) => {
      const admin = requireAdmin(req);
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('memberships')
          .set({ status: 'cancelled', updated_at: sql<string>`now()` })
          .where('user_id', '=', req.params.user_id)
          .returning('user_id')
          .executeTakeFirst();
        if (!done) throw notFound('This member has no membership.');
        await audit(trx, admin, 'store.membership.cancel', { type: 'membership', id: req.params.user_id });
        return membershipQuery(trx).where('ms.user_id', '=', req.params.user_id).executeTakeFirstOrThrow();
      });
    },
  );
}
