import { IdParam, Ok, site } from '@sqw/contracts';
import { audit, badRequest, conflict, notFound, requireAdmin, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql, type Transaction } from 'kysely';
import type { SiteDB } from '../db';
import { VENTURE_COLUMNS } from './ventures';

/** The admin's editing of the venture showcase. Status 'active' / 'coming-soon' is the activate switch. */
export function adminVentureRoutes(app: ZodApp, { db, storage }: ServiceContext<SiteDB>): void {
  const slugTaken = async (trx: Transaction<SiteDB>, slug: string, except?: string) => {
    let q = trx.selectFrom('ventures').select('id').where('slug', '=', slug);
    if (except) q = q.where('id', '<>', except);
    if (await q.executeTakeFirst()) throw conflict('A venture with this slug already exists.');
  };

  app.post('/admin/ventures', { schema: { body: site.VentureCreate, response: { 201: site.Venture } } }, async (req, reply) => {
    const admin = requireAdmin(req);
    const input = { ...req.body, logo: req.body.logo ?? null, url: req.body.url ?? null };
    const venture = await db.transaction().execute(async (trx) => {
      await slugTaken(trx, input.slug);
      // New ventures go to the end of the showcase.
      const last = await trx
        .selectFrom('ventures')
        .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('n'))
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('ventures')
        .values({ ...input, sort_order: last.n + 10 })
        .returning(VENTURE_COLUMNS)
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'site.venture.create', { type: 'venture', id: row.id }, { slug: row.slug });
      return row;
    });
    return reply.code(201).send(venture);
  });

  app.patch('/admin/ventures/:id', { schema: { params: IdParam, body: site.VenturePatch, response: { 200: site.Venture } } }, async (req) => {
    const admin = requireAdmin(req);
    const changes = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
    return db.transaction().execute(async (trx) => {
      if (changes.slug) await slugTaken(trx, changes.slug as string, req.params.id);
      const row = await trx
        .updateTable('ventures')
        .set({ ...changes, updated_at: sql`now()` })
        .where('id', '=', req.params.id)
        .returning(VENTURE_COLUMNS)
        .executeTakeFirst();
      if (!row) throw notFound('This venture does not exist.');
      await audit(trx, admin, 'site.venture.update', { type: 'venture', id: row.id }, { changes });
      return row;
    });
  });

  app.put('/admin/ventures/order', { schema: { body: site.VentureOrder, response: { 200: site.VentureList } } }, async (req) => {
    const admin = requireAdmin(req);
    const { ids } = req.body;
    return db.transaction().execute(async (trx) => {
      // Lock the set so a concurrent create cannot slip in unordered.
      const all = await trx.selectFrom('ventures').select('id').forUpdate().execute();
      const known = new Set(all.map((v) => v.id));
      if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw badRequest('The new order must list every venture exactly once.', [{ path: 'ids', message: 'Every venture exactly once' }]);
      }
      for (const [i, id] of ids.entries()) {
        await trx
          .updateTable('ventures')
          .set({ sort_order: (i + 1) * 10, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
      }
      await audit(trx, admin, 'site.venture.reorder', { type: 'venture', id: 'order' }, { ids });
      return { items: await trx.selectFrom('ventures').select(VENTURE_COLUMNS).orderBy('sort_order').execute() };
    });
  });

  app.delete('/admin/ventures/:id', { schema: { params: IdParam, response: { 200: Ok } } }, async (req) => {
    const admin = requireAdmin(req);
    const gone = await db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('ventures').where('id', '=', req.params.id).returning(['id', 'slug', 'image_key']).executeTakeFirst();
      if (!gone) throw notFound('This venture does not exist.');
      await audit(trx, admin, 'site.venture.delete', { type: 'venture', id: gone.id }, { slug: gone.slug });
      return gone;
    });
    // Its uploaded picture goes with it.
    if (gone.image_key) await storage.remove(gone.image_key);
    return { ok: true as const };
  });
}
