import { hall, IdParam } from '@sqw/contracts';
import { audit, conflict, enqueueMail, notFound, requireAdmin, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { z } from 'zod';
import type { HallDB } from '../db';
import { toLegend } from '../legend-view';
import { applicationApprovedMail, applicationRejectedMail } from '../mails';

const ApplicationQuery = z.object({
  status: hall.ApplicationStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Review of legend applications; every route here requires the admin role (kit rule for /admin/). */
export function adminRoutes(app: ZodApp, { db, storage, config }: ServiceContext<HallDB>): void {
  const selectApplications = () =>
    db
      .selectFrom('sqw_submissions')
      .select([
        'id',
        'name',
        'alias',
        'email',
        'challenge',
        'passive_income',
        'custom_title',
        'quote',
        'proof_description',
        'status',
        'decision_reason',
        'legend_id',
        'created_at',
      ])
      .select(sql<boolean>`photo_id is not null`.as('has_photo'));

  app.get(
    '/admin/applications',
    { schema: { querystring: ApplicationQuery, response: { 200: z.object({ items: z.array(hall.Application), total: z.number() }) } } },
    async (req) => {
      const { status, limit, offset } = req.query;
      let q = selectApplications();
      let c = db.selectFrom('sqw_submissions').select(sql<number>`count(*)::int`.as('n'));
      if (status) {
        q = q.where('status', '=', status);
        c = c.where('status', '=', status);
      }
      const [items, count] = await Promise.all([q.orderBy('created_at', 'desc').limit(limit).offset(offset).execute(), c.executeTakeFirstOrThrow()]);
      return { items, total: count.n };
    },
  );

  app.get('/admin/applications/:id/photo', { schema: { params: IdParam } }, async (req, reply) => {
    const row = await db
      .selectFrom('sqw_submissions')
      .innerJoin('photos', 'photos.id', 'sqw_submissions.photo_id')
      .select(['photos.storage_key', 'photos.mime'])
      .where('sqw_submissions.id', '=', req.params.id)
      .executeTakeFirst();
    const data = row ? await storage.get(row.storage_key) : null;
    if (!row || !data) throw notFound('This application has no photo.');
    return reply.header('content-type', row.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(data);
  });

  const pending = async (trx: typeof db, id: string) => {
    const row = await trx.selectFrom('sqw_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound('This application does not exist.');
    if (row.status !== 'pending') throw conflict(`This application was already ${row.status}.`);
    return row;
  };

  app.post('/admin/applications/:id/approve', { schema: { params: IdParam, body: hall.ApproveApplication, response: { 200: hall.Legend } } }, async (req) => {
    const admin = requireAdmin(req);
    const { level, username, badges } = req.body;
    const title = req.body.title ?? hall.levelOf(level).title;
    return db.transaction().execute(async (trx) => {
      const a = await pending(trx, req.params.id);
      const photo = a.photo_id ? await trx.selectFrom('photos').select('storage_key').where('id', '=', a.photo_id).executeTakeFirst() : undefined;
      const legend = await trx
        .insertInto('sqw_legends')
        .values({
          name: a.name,
          username: username ?? a.alias,
          photo_key: photo?.storage_key ?? null,
          avatar_url: null,
          level,
          title,
          challenge: a.challenge,
          passive_income: a.passive_income,
          quote: a.quote,
          badges,
          application_id: a.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('sqw_submissions')
        .set({ status: 'approved', legend_id: legend.id, decided_at: sql`now()` })
        .where('id', '=', a.id)
        .execute();
      await enqueueMail(trx, applicationApprovedMail(a, title, level, `${config.SITE_URL}/sqw-hall?legend=${legend.id}`));
      await audit(trx, admin, 'hall.application.approve', { type: 'application', id: a.id }, { level, legend_id: legend.id });
      return toLegend(legend);
    });
  });

  app.post(
    '/admin/applications/:id/reject',
    { schema: { params: IdParam, body: hall.RejectApplication, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      const admin = requireAdmin(req);
      await db.transaction().execute(async (trx) => {
        const a = await pending(trx, req.params.id);
        await trx
          .updateTable('sqw_submissions')
          .set({ status: 'rejected', decision_reason: req.body.reason, decided_at: sql`now()` })
          .where('id', '=', a.id)
          .execute();
        await enqueueMail(trx, applicationRejectedMail(a, req.body.reason));
        await audit(trx, admin, 'hall.application.reject', { type: 'application', id: a.id }, { reason: req.body.reason });
      });
      return { ok: true as const };
    },
  );

  app.delete('/admin/legends/:id', { schema: { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (req) => {
    const admin = requireAdmin(req);
    await db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('sqw_legends').where('id', '=', req.params.id).returning('id').executeTakeFirst();
      if (!gone) throw notFound('This legend does not exist.');
      await audit(trx, admin, 'hall.legend.delete', { type: 'legend', id: req.params.id });
    });
    return { ok: true as const };
  });
}
