import { z } from 'zod';

/** Trimmed text with an upper bound, so oversized input is refused by the schema. */
export const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
export const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email.');
export const uuid = z.string().uuid();
export const Paging = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const Ok = z.object({ ok: z.literal(true) });
export const IdParam = z.object({ id: uuid });

/** One admin action as each service's GET /admin/audit lists it. */
export const AuditEntry = z.object({
  id: z.number(),
  actor_id: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
