// Contracts of a member's orders: product and resource orders, their payment and proof, and where the member stands.
import { z } from 'zod';
import { optionalText, text, uuid } from './common';
import { ProductType } from './store-catalogue';

export const OrderStatus = z.enum(['pending_payment', 'proof_submitted', 'paid', 'rejected', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const OrderKind = z.enum(['product', 'resource']);
export type OrderKind = z.infer<typeof OrderKind>;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pending',
  proof_submitted: 'Proof Submitted',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** A product order names a product by slug or id; the server prices it, so no amount is accepted. */
export const CreateOrder = z.strictObject({ product: text(100).min(1, 'Please choose a product.') });
export type CreateOrder = z.infer<typeof CreateOrder>;

export const PaymentLink = z.object({ handle: z.string(), amount: z.string(), url: z.string(), note: z.string().nullable() });

export const OrderItem = z.object({ id: uuid, slug: z.string(), title: z.string(), type: z.string() });

export const Order = z.object({
  id: uuid,
  kind: OrderKind,
  status: OrderStatus,
  amount_cents: z.number().int(),
  pay_code: z.string(),
  item: OrderItem,
  note: z.string().nullable(),
  has_proof: z.boolean(),
  proof_submitted_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  /** Resource orders: the code issued when an admin confirmed the payment. */
  unlock_code: z.string().nullable(),
  unlocked: z.boolean(),
  is_test: z.boolean(),
  payment: PaymentLink,
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof Order>;

export const OrderEvent = z.object({ status: OrderStatus, note: z.string().nullable(), created_at: z.string() });
export const OrderDetail = Order.extend({ history: z.array(OrderEvent) });
export type OrderDetail = z.infer<typeof OrderDetail>;
export const OrderList = z.object({ items: z.array(Order) });

/** Only an order still awaiting payment can be cancelled: a proof under review is the admin's to decide. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending_payment'];
export const canCancel = (o: Pick<Order, 'status'>) => CANCELLABLE_STATUSES.includes(o.status);
/** Orders that still wait for the member or the admin; a member has at most one per product. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pending_payment', 'proof_submitted'];
/** Product orders are confirmed from an uploaded proof; resource orders from the payment's note and Cash App tag. */
export const needsProof = (o: Pick<Order, 'kind'>) => o.kind === 'product';

/**
 * Products bought once: coaching hours and plans can be bought again (more credits, another
 * month), everything else is owned after one confirmed payment.
 */
export const REPEATABLE_TYPES: readonly ProductType[] = ['coaching', 'membership'];
export const isRepeatable = (type: ProductType) => REPEATABLE_TYPES.includes(type);

/** Where the member stands with one product: owned (with the course it opens), or an order in progress. */
export const ProductStanding = z.object({
  product: z.string(),
  owned: z.boolean(),
  /** For an owned course: the course to go to. */
  course: z.string().nullable(),
  open_order: Order.nullable(),
});
export type ProductStanding = z.infer<typeof ProductStanding>;
export const ProductStandingList = z.object({ items: z.array(ProductStanding) });

/** Multipart field names of the proof upload (a file, and an optional note). */
export const PROOF_FIELDS = { file: 'file', note: 'note' } as const;
export const ProofNote = optionalText(1000);

/** A member's own orders, newest first; `kind` keeps one kind. */
export const OrderQuery = z.object({ kind: OrderKind.optional() });
