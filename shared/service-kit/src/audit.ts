import type { Kysely } from 'kysely';
import { AuditEntry } from '@sqw/contracts';
import { z } from 'zod';
import type { Principal } from './auth';
import { kitTables, type KitTables, type ServiceDb } from './kit-tables';
import type { ZodApp } from './service';

/** Records an admin action in the service where it happened, in the caller's transaction. */
export async function audit<DB extends KitTables>(
  db: ServiceDb<DB>,
  actor: Principal,
  action: string,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  await kitTables(db)
    .insertInto('audit_log')
    .values({ actor_id: actor.id, actor_email: actor.email, action, target_type: target.type, target_id: target.id, details: JSON.stringify(details) })
    .execute();
}

/** `GET /admin/audit`: every service exposes its own audit trail the same way. */
export function auditRoutes<DB extends KitTables>(app: ZodApp, service: Kysely<DB>): void {
  const db = kitTables(service);
  app.get(
    '/admin/audit',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }),
        response: { 200: z.object({ items: z.array(AuditEntry) }) },
      },
    },
    async (req) => {
      const items = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(req.query.limit).offset(req.query.offset).execute();
      return { items: items.map((i) => ({ ...i, id: Number(i.id) })) };
    },
  );
}
