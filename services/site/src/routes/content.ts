import { site } from '@sqw/contracts';
import { audit, badRequest, notFound, requireAdmin, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { listContentBlocks, listContentValues, lockContentValue, updateContent } from '../data/content';
import type { SiteDB } from '../db';

/** The editable home and about texts: read by every visitor, written by admins. */
export function contentRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  route(app, site.endpoints.content, async (_req, reply) => {
    const rows = await listContentValues(db);
    reply.header('cache-control', 'public, max-age=60');
    return { blocks: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });

  route(app, site.adminEndpoints.contentBlocks, async () => {
    const byKey = new Map((await listContentBlocks(db)).map((r) => [r.key, r]));
    // The contract's order and labels; a block missing from the table cannot be edited, so it is not listed.
    const items = site.CONTENT_KEYS.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [{ ...row, label: site.CONTENT_BLOCKS[key].label }] : [];
    });
    return { items };
  });

  route(app, site.adminEndpoints.saveContentBlock, async (req) => {
    const admin = requireAdmin(req);
    const { key } = req.params;
    const problem = site.contentProblem(key, req.body.value);
    if (problem) throw badRequest(problem, [{ path: 'value', message: problem }]);
    return db.transaction().execute(async (trx) => {
      const before = await lockContentValue(trx, key);
      if (!before) throw notFound('This content block does not exist.');
      const row = await updateContent(trx, key, req.body.value, admin.id);
      await audit(trx, admin, 'site.content.update', { type: 'content', id: key }, { before: before.value, after: row.value });
      return { ...row, label: site.CONTENT_BLOCKS[key].label };
    });
  });
}
