import { z } from 'zod';

/**
 * Control characters nobody types: C0 except tab, line feed and carriage return (multi-line
 * text keeps those), and DEL. PostgreSQL cannot store NUL at all, so this is also what keeps
 * a NUL byte from reaching a query.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** A string schema that also refuses control characters; every free text field should be one. */
export const plain = <T extends z.ZodString>(s: T): T => s.refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE);

/** Trimmed text with an upper bound, so oversized input is refused by the schema. */
export const text = (max: number) => plain(z.string().trim().max(max, `Must be at most ${max} characters`));
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
export const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email.');
export const uuid = z.string().uuid();
/**
 * Every list pages one way: `limit` rows after the cursor `after` (the previous page's `next`),
 * newest first unless the list says otherwise. A cursor stays right while rows arrive.
 */
export const CursorQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  after: plain(z.string().max(200)).optional(),
});
/**
 * A page of a list: its rows, the cursor of the next page (null on the last), and, where the
 * list shows a count, how many rows match, counted up to a cap (`total_capped` beyond it).
 */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.string().nullable(), total: z.number().int().optional(), total_capped: z.boolean().optional() });
/** A page's count as a list shows it: "1,234", or "1,000+" when the count stopped at its cap. */
export const countLabel = (page: { total?: number; total_capped?: boolean }) => `${(page.total ?? 0).toLocaleString('en-US')}${page.total_capped ? '+' : ''}`;
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
