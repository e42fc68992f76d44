// Contracts of the store's admin side: payment review, the resource library, revenue, coaching sessions and plans.
import { z } from 'zod';
import { CursorQuery, cursorPage, optionalText, text, uuid } from './common';
import { Membership } from './store-members';
import { OrderDetail, OrderKind, OrderStatus } from './store-orders';
import { Resource, ResourceCategory } from './store-resources';
import { CoachingSession, futureTime, SessionStatus } from './store-sessions';
import { RESOURCE_PRICE_CENTS } from './store-texts';

// ---------------------------------------------------------------- orders

/**
 * The admin order list counts matching orders up to this many and says "1,000+" beyond:
 * counting every row would make each page slower as the store grows.
 */
export const ORDER_COUNT_CAP = 1000;

/** Newest first; page on with `after` (the previous page's `next`), which stays right while orders arrive. */
export const AdminOrderQuery = CursorQuery.extend({
  status: OrderStatus.optional(),
  kind: OrderKind.optional(),
  q: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const AdminOrder = OrderDetail.extend({
  user_id: uuid,
  customer_email: z.string().nullable(),
  customer_name: z.string().nullable(),
  cashtag: z.string().nullable(),
  message: z.string().nullable(),
  unlock_attempts: z.number().int(),
  /** Path on the store service that serves the proof image to an admin. */
  proof_url: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
/** A page of orders, with the matching orders counted up to ORDER_COUNT_CAP (`total_capped` beyond). */
export const AdminOrderPage = cursorPage(AdminOrder).required({ total: true, total_capped: true });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const MarkPaid = z.strictObject({ note: optionalText(500) });
export const RejectOrder = z.strictObject({ reason: text(500).min(3, 'Please give the member a reason.') });

/**
 * What the admin's proof section says when there is no image: a resource order never gets one
 * (its payment is matched by note and Cash App tag), a product order may still get one.
 */
export function proofSectionText(o: Pick<AdminOrder, 'kind' | 'pay_code' | 'cashtag' | 'proof_url'>): string | null {
  if (o.proof_url) return null;
  if (o.kind === 'resource')
    return `Resource orders have no proof upload: confirm a Cash App payment from ${o.cashtag ?? 'the member'} with the note ${o.pay_code}.`;
  return 'No proof has been uploaded yet.';
}

// ---------------------------------------------------------------- resources

export const AdminResource = Resource.omit({ purchased: true, downloadable: true }).extend({
  is_published: z.boolean(),
  file_name: z.string(),
  has_file: z.boolean(),
  updated_at: z.string(),
});
export type AdminResource = z.infer<typeof AdminResource>;
/** The whole library in its shelf order: a few dozen PDFs, so it is not paged. */
export const AdminResourceList = z.object({ items: z.array(AdminResource) });
export const ResourceInput = z.strictObject({
  title: text(150).min(3, 'Title must be at least 3 characters.'),
  category: ResourceCategory,
  description: text(1000).min(10, 'Please add a short description.'),
  premium: z.boolean(),
  price_cents: z.number().int().min(100).max(100_000).default(RESOURCE_PRICE_CENTS),
  is_published: z.boolean().default(false),
});
export type ResourceInput = z.input<typeof ResourceInput>;
export const ResourcePatch = ResourceInput.partial();
export const MAX_RESOURCE_FILE_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------- revenue

export const RevenueQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const RevenueDay = z.object({ day: z.string(), orders: z.number().int(), amount_cents: z.number().int() });
export const Revenue = z.object({
  days: z.number().int(),
  total_cents: z.number().int(),
  paid_orders: z.number().int(),
  by_day: z.array(RevenueDay),
  by_kind: z.array(z.object({ kind: OrderKind, orders: z.number().int(), amount_cents: z.number().int() })),
});
export type Revenue = z.infer<typeof Revenue>;

// ---------------------------------------------------------------- coaching sessions

/** The session list counts up to this many, like the order list. */
export const SESSION_COUNT_CAP = 1000;

export const AdminSession = CoachingSession.extend({ user_id: uuid, customer_email: z.string().nullable(), customer_name: z.string().nullable() });
export type AdminSession = z.infer<typeof AdminSession>;
/** Latest first (by the scheduled time, else the request's), paged with `after`. */
export const AdminSessionQuery = CursorQuery.extend({
  status: SessionStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const AdminSessionPage = cursorPage(AdminSession).required({ total: true, total_capped: true });
export type AdminSessionPage = z.infer<typeof AdminSessionPage>;
export const ConfirmSession = z.strictObject({ scheduled_at: futureTime, note: optionalText(500) });
export const SessionNote = z.strictObject({ note: optionalText(500) });
/** How long a session blocks the coach's calendar when confirming another. */
export const SESSION_MINUTES = 60;

// ---------------------------------------------------------------- memberships

export const AdminMembership = Membership.extend({ user_id: uuid, customer_email: z.string().nullable() });
export const AdminMembershipList = z.object({ items: z.array(AdminMembership) });
export const MemberParam = z.object({ user_id: uuid });
