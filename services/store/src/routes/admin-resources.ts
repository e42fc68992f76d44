import { randomUUID } from 'node:crypto';
import { store } from '@sqw/contracts';
import { audit, conflict, readSingleFile, requireAdmin, route, unsupportedMedia, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { findResource, hasFile, insertResource, listResources, replaceResourceFile, updateResource, type ResourceRow } from '../data/admin-resources';
import { looksLikePdf } from '../pdf';

const endpoints = store.adminEndpoints;

function toAdminResource(r: ResourceRow): store.AdminResource {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    description: r.description,
    type: 'PDF',
    premium: r.is_premium,
    price_cents: r.price_cents,
    file_size: r.file_size,
    is_published: r.is_published,
    file_name: r.file_name,
    has_file: hasFile(r),
    updated_at: r.updated_at,
  };
}

/** Managing the resource library: create, edit, publish or unpublish, and replace a file with a checked PDF. */
export function adminResourceRoutes(app: ZodApp, { db, storage }: StoreContext): void {
  route(app, endpoints.resources, async () => ({ items: (await listResources(db)).map(toAdminResource) }));

  route(app, endpoints.resource, async (req) => toAdminResource(await findResource(db, req.params.id)));

  route(app, endpoints.createResource, async (req) => {
    const admin = requireAdmin(req);
    // Nothing to download yet: a new resource can be published only after its PDF is uploaded.
    if (req.body.is_published) throw conflict('Upload the PDF before publishing this resource.');
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertResource(trx, req.body);
      await audit(trx, admin, 'store.resource.create', { type: 'resource', id: created.id }, { title: created.title });
      return created;
    });
    return toAdminResource(row);
  });

  route(app, endpoints.updateResource, async (req) => {
    const admin = requireAdmin(req);
    return db.transaction().execute(async (trx) => {
      const row = await updateResource(trx, req.params.id, req.body);
      await audit(trx, admin, 'store.resource.update', { type: 'resource', id: row.id }, req.body);
      return toAdminResource(row);
    });
  });

  route(app, endpoints.replaceResourceFile, async (req) => {
    const admin = requireAdmin(req);
    // Refuse an unknown resource before reading megabytes.
    await findResource(db, req.params.id);
    const file = await readSingleFile(req, store.MAX_RESOURCE_FILE_BYTES);
    if (!looksLikePdf(file.buffer)) throw unsupportedMedia('Only PDF files are accepted.');
    const key = `resources/${req.params.id}-${randomUUID()}.pdf`;
    const name = file.filename
      .replace(/[^a-zA-Z0-9._-]/g, '_')
      .replace(/(\.pdf)?$/i, '.pdf')
      .slice(-120);
    await storage.put(key, file.buffer);
    try {
      const { row, previous } = await db.transaction().execute(async (trx) => {
        const replaced = await replaceResourceFile(trx, req.params.id, { key, size: file.buffer.length, name });
        await audit(trx, admin, 'store.resource.replace_file', { type: 'resource', id: replaced.row.id }, { file_name: name, size: file.buffer.length });
        return replaced;
      });
      if (previous) await storage.remove(previous);
      return toAdminResource(row);
    } catch (err) {
      await storage.remove(key);
      throw err;
    }
  });
}
