import { site } from '@sqw/contracts';
import { audit, badRequest, conflict, notFound, requireAdmin, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { Transaction } from 'kysely';
import { deleteVenture, insertVenture, listVentures, lockVentureIds, setVentureOrder, slugInUse, updateVenture } from '../data/ventures';
import type { SiteDB } from '../db';

/** The admin's editing of the venture showcase. Status 'active' / 'coming-soon' is the activate switch. */
export function adminVentureRoutes(app: ZodApp, { db, storage }: ServiceContext<SiteDB>): void {
  const slugFree = async (trx: Transaction<SiteDB>, slug: string, except?: string) => {
    if (await slugInUse(trx, slug, except)) throw conflict('A venture with this slug already exists.');
  };

  route(app, site.adminEndpoints.createVenture, async (req) => {
    const admin = requireAdmin(req);
    const input = { ...req.body, logo: req.body.logo ?? null, url: req.body.url ?? null };
    return db.transaction().execute(async (trx) => {
      await slugFree(trx, input.slug);
      const row = await insertVenture(trx, input);
      await audit(trx, admin, 'site.venture.create', { type: 'venture', id: row.id }, { slug: row.slug });
      return row;
    });
  });

  route(app, site.adminEndpoints.updateVenture, async (req) => {
    const admin = requireAdmin(req);
    const changes = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined)) as typeof req.body;
    return db.transaction().execute(async (trx) => {
      if (changes.slug) await slugFree(trx, changes.slug, req.params.id);
      const row = await updateVenture(trx, req.params.id, changes);
      if (!row) throw notFound('This venture does not exist.');
      await audit(trx, admin, 'site.venture.update', { type: 'venture', id: row.id }, { changes });
      return row;
    });
  });

  route(app, site.adminEndpoints.reorderVentures, async (req) => {
    const admin = requireAdmin(req);
    const { ids } = req.body;
    return db.transaction().execute(async (trx) => {
      const known = new Set(await lockVentureIds(trx));
      if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw badRequest('The new order must list every venture exactly once.', [{ path: 'ids', message: 'Every venture exactly once' }]);
      }
      await setVentureOrder(trx, ids);
      await audit(trx, admin, 'site.venture.reorder', { type: 'venture', id: 'order' }, { ids });
      return { items: await listVentures(trx) };
    });
  });

  route(app, site.adminEndpoints.deleteVenture, async (req) => {
    const admin = requireAdmin(req);
    const gone = await db.transaction().execute(async (trx) => {
      const gone = await deleteVenture(trx, req.params.id);
      if (!gone) throw notFound('This venture does not exist.');
      await audit(trx, admin, 'site.venture.delete', { type: 'venture', id: gone.id }, { slug: gone.slug });
      return gone;
    });
    // Its uploaded picture goes with it.
    if (gone.image_key) await storage.remove(gone.image_key);
    return { ok: true as const };
  });
}
