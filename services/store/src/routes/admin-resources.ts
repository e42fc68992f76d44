import { randomUUID } from 'node:crypto';
import { IdParam, store } from '@sqw/contracts';
import { audit, conflict, notFound, readSingleFile, requireAdmin, unsupportedMedia, type ZodApp } from '@sqw/service-kit';
import { sql, type Selectable } from 'kysely';
import type { StoreContext } from '../context';
import type { ResourcesTable } from '../db';
import { looksLikePdf } from '../pdf';

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'resource';

function toAdminResource(r: Selectable<ResourcesTable>): store.AdminResource {
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
    has_file: r.file_key !== null || r.builtin !== null,
    updated_at: r.updated_at,
  };
}

/** Managing the resource library: create, edit, publish or unpublish, and replace a file with a checked PDF. */
export function adminResourceRoutes(app: ZodApp, { db, storage }: StoreContext): void {
  const find = async (id: string) => {
    const r = await db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound('This resource does not exist.');
    return r;
  };

  app.get('/admin/resources', { schema: { response: { 200: store.AdminResourceList } } }, async () => {
    const rows = await db.selectFrom('resources').selectAll().orderBy('position').orderBy('created_at').execute();
    return { items: rows.map(toAdminResource) };
  });

  app.get('/admin/resources/:id', { schema: { params: IdParam, response: { 200: store.AdminResource } } }, async (req) =>
    toAdminResource(await find(req.params.id)),
  );

  app.post('/admin/resources', { schema: { body: store.ResourceInput, response: { 201: store.AdminResource } } }, async (req, reply) => {
    const admin = requireAdmin(req);
    // Nothing to download yet: a new resource can be published only after its PDF is uploaded.
    if (req.body.is_published) throw conflict('Upload the PDF before publishing this resource.');
    const row = await db.transaction().execute(async (trx) => {
      const base = slugify(req.body.title);
      const taken = await trx.selectFrom('resources').select('slug').where('slug', 'like', `${base}%`).execute();
      const names = new Set(taken.map((t) => t.slug));
      let slug = base;
      for (let i = 2; names.has(slug); i++) slug = `${base}-${i}`;
      const last = await trx
        .selectFrom('resources')
        .select(sql<number>`coalesce(max(position), 0)::int`.as('p'))
        .executeTakeFirstOrThrow();
      const created = await trx
        .insertInto('resources')
        .values({
          slug,
          title: req.body.title,
          category: req.body.category,
          description: req.body.description,
          is_premium: req.body.premium,
          price_cents: req.body.price_cents,
          builtin: null,
          file_key: null,
          file_size: null,
          file_name: `${slug}.pdf`,
          is_published: false,
          position: last.p + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'store.resource.create', { type: 'resource', id: created.id }, { title: created.title });
      return created;
    });
    return reply.code(201).send(toAdminResource(row));
  });

  app.patch('/admin/resources/:id', { schema: { params: IdParam, body: store.ResourcePatch, response: { 200: store.AdminResource } } }, async (req) => {
    const admin = requireAdmin(req);
    const { premium, ...rest } = req.body;
    return db.transaction().execute(async (trx) => {
      const r = await trx.selectFrom('resources').selectAll().where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!r) throw notFound('This resource does not exist.');
      if (rest.is_published && r.file_key === null && r.builtin === null) throw conflict('Upload the PDF before publishing this resource.');
      const row = await trx
        .updateTable('resources')
        .set({ ...rest, ...(premium === undefined ? {} : { is_premium: premium }), updated_at: sql<string>`now()` })
        .where('id', '=', r.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'store.resource.update', { type: 'resource', id: r.id }, req.body);
      return toAdminResource(row);
    });
  });

  app.put('/admin/resources/:id/file', { schema: { params: IdParam, response: { 200: store.AdminResource } } }, async (req) => {
    const admin = requireAdmin(req);
    await find(req.params.id);
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
        const r = await trx.selectFrom('resources').select(['id', 'file_key']).where('id', '=', req.params.id).forUpdate().executeTakeFirst();
        if (!r) throw notFound('This resource does not exist.');
        const updated = await trx
          .updateTable('resources')
          .set({ file_key: key, file_size: file.buffer.length, file_name: name, updated_at: sql<string>`now()` })
          .where('id', '=', r.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, admin, 'store.resource.replace_file', { type: 'resource', id: r.id }, { file_name: name, size: file.buffer.length });
        return { row: updated, previous: r.file_key };
      });
      if (previous) await storage.remove(previous);
      return toAdminResource(row);
    } catch (err) {
      await storage.remove(key);
      throw err;
    }
  });
}
