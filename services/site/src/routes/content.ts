import { site } from '@sqw/contracts';
import { audit, badRequest, notFound, requireAdmin, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { SiteDB } from '../db';

/** The editable home and about texts: read by every visitor, written by admins. */
export function contentRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  app.get('/content', { schema: { response: { 200: site.ContentMap } } }, async (_req, reply) => {
    const rows = await db.selectFrom('content').select(['key', 'value']).execute();
    reply.header('cache-control', 'public, max-age=60');
    return { blocks: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });

  app.get('/admin/content', { schema: { response: { 200: site.ContentBlockList } } }, async () => {
    const rows = await db.selectFrom('content').selectAll().execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    // The contract's order and labels; a block missing from the table cannot be edited, so it is not listed.
    const items = site.CONTENT_KEYS.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [{ ...row, label: site.CONTENT_BLOCKS[key].label }] : [];
    });
    return { items };
  });

  app.put('/admin/content/:key', { schema: { params: site.ContentKeyParam, body: site.ContentUpdate, response: { 200: site.ContentBlock } } }, async (req) => {
    const admin = requireAdmin(req);
    const { key } = req.params;
    const problem = site.contentProblem(key, req.body.value);
    if (problem) throw badRequest(problem, [{ path: 'value', message: problem }]);
    return db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('content').select('value').where('key', '=', key).forUpdate().executeTakeFirst();
      if (!before) throw notFound('This content block does not exist.');
      const row = await trx
        .updateTable('content')
        .set({ value: req.body.value, updated_at: sql`now()`, updated_by: admin.id })
        .where('key', '=', key)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'site.content.update', { type: 'content', id: key }, { before: before.value, after: row.value });
      return { ...row, label: site.CONTENT_BLOCKS[key].label };
    });
  });
}
