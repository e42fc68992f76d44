import { admin, AuditEntry } from '@sqw/contracts';
import type { ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import type { AdminContext } from '../context';
import { UPSTREAMS } from '../settings';
import { aggregateParts } from '../upstream';

type Entry = z.infer<typeof AuditEntry>;
const AuditPage = z.object({ items: z.array(AuditEntry) });

const entry = (service: string, e: Entry): admin.AuditAllEntry => ({
  service,
  id: e.id,
  actor_email: e.actor_email,
  action: e.action,
  target_type: e.target_type,
  target_id: e.target_id,
  details: e.details,
  created_at: e.created_at,
});

/** Every service's audit trail in one list, newest first; each service keeps its own. */
export function auditAllRoutes(app: ZodApp, ctx: AdminContext): void {
  app.get('/admin/audit-all', { schema: { querystring: admin.AuditAllQuery, response: { 200: admin.AuditAllPage } } }, async (req) => {
    const { limit } = req.query;
    const up = ctx.upstream(req);
    const parts = aggregateParts();
    // The newest `limit` of the merge are among the newest `limit` of each service.
    const remote = UPSTREAMS.map((service) =>
      parts.take(
        up.json(service, `/admin/audit?limit=${limit}`, AuditPage).then((p) => p.items.map((e) => entry(service, e))),
        [],
      ),
    );
    const own = ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
      .then((rows) => rows.map((r) => entry('admin', { ...r, id: Number(r.id) })));
    const items = (await Promise.all([own, ...remote])).flat();
    items.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    return { items: items.slice(0, limit), unavailable: parts.unavailable };
  });
}
