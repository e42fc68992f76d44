import { admin, AuditEntry } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import type { AdminContext } from '../context';
import { newestAuditEntries } from '../data/audit-log';
import { UPSTREAMS } from '../settings';
import { trackUnavailable } from '../upstream';

type Entry = z.infer<typeof AuditEntry>;
const AuditPage = z.object({ items: z.array(AuditEntry) });

const entryOf = (service: string, entry: Entry): admin.AuditAllEntry => ({
  service,
  id: entry.id,
  actor_email: entry.actor_email,
  action: entry.action,
  target_type: entry.target_type,
  target_id: entry.target_id,
  details: entry.details,
  created_at: entry.created_at,
});

/** Every service's audit trail in one list, newest first; each service keeps its own. */
export function auditAllRoutes(app: ZodApp, ctx: AdminContext): void {
  route(app, admin.endpoints.auditAll, async (req) => {
    const { limit } = req.query;
    const upstream = ctx.upstream(req);
    const answered = trackUnavailable();
    // The newest `limit` of the merge are among the newest `limit` of each service.
    const theirs = UPSTREAMS.map((service) =>
      answered.take(
        upstream.json(service, `/admin/audit?limit=${limit}`, AuditPage).then((page) => page.items.map((entry) => entryOf(service, entry))),
        [],
      ),
    );
    const own = newestAuditEntries(ctx.db, limit).then((rows) => rows.map((row) => entryOf('admin', row)));
    const items = (await Promise.all([own, ...theirs])).flat();
    items.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    return { items: items.slice(0, limit), unavailable: answered.unavailable };
  });
}
