// Contracts of the store area: zod schemas shared by its remote and its service.
import { z } from 'zod';
import { email, optionalText, plain, text, uuid } from './common';
import { CourseSummary } from './store-courses';

export * from './store-links';
export * from './store-courses';

// ---------------------------------------------------------------- messages

/** The store's user-facing texts, so the remote shows exactly what the service means. */
export const MESSAGES = {
  orderCreatedTitle: 'Order Created!',
  orderCreated: (code: string) => `Your order ${code} has been created. Please complete payment.`,
  copiedTitle: 'Copied!',
  copied: 'Pay code copied to clipboard',
  proofUploadedTitle: 'Proof Uploaded!',
  proofUploaded: "Your payment proof has been submitted for review. You'll receive an email once verified.",
  uploadErrorTitle: 'Upload Error',
  paymentVerified: 'Payment verified! Your download will start shortly.',
  verificationFailed: 'Payment verification failed. Please try again or contact support.',
  unlockLocked: 'Too many incorrect codes. This purchase is locked for your protection; please contact support.',
  paymentPending: "We haven't confirmed this payment yet. Your 4-digit code will be e-mailed to you once it is verified (within 24 hours).",
  requiredFields: 'Please fill out all required fields',
  resourceUnavailable: 'This resource is not currently available',
  registerToPurchase: 'Register to purchase and download this product',
  registerForPremium: 'Register to view and purchase premium products',
  noSessionCredits: 'You have no session credits left. Purchase hourly coaching or the Full Sovereign Course to book a session.',
  lessonsLocked: 'Purchase this course (or the complete bundle) to unlock its lessons.',
  orderCancelledTitle: 'Order Cancelled',
  orderCancelled: (code: string) => `Order ${code} is cancelled. Nothing more is needed from you.`,
  resourceNeedsNoProof: (code: string) =>
    `Resource orders need no payment proof: we match your Cash App payment by its note ${code} and e-mail your 4-digit code once it is confirmed (within 24 hours).`,
} as const;

// ---------------------------------------------------------------- money

const usd = (digits: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Product prices show as whole dollars: 100000 → '$1,000'. */
export const formatPrice = (cents: number) => usd(0).format(Math.round(cents / 100));
/** Order amounts show with cents: 100000 → '$1,000.00'. */
export const formatAmount = (cents: number) => usd(2).format(cents / 100);
/** Catalogue prices are dollars with cents as a number: 1999 → 19.99. */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

export const DEFAULT_CASHAPP_HANDLE = '$SQWCoaching';
export const RESOURCE_PRICE_CENTS = 500;
export const TEST_PRICE_CENTS = 100;
export const UNLOCK_CODE_LENGTH = 4;
export const MAX_UNLOCK_ATTEMPTS = 5;
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;
/** A catalogue picture the admin uploads: shown as a card image, so a few megabytes at most. */
export const MAX_CATALOGUE_IMAGE_BYTES = 3 * 1024 * 1024;

// ---------------------------------------------------------------- catalogue

export const ProductType = z.enum(['course', 'coaching', 'bundle', 'digital', 'membership']);
export type ProductType = z.infer<typeof ProductType>;
/** Types shown on the /products member catalogue; digital add-ons and plans have their own pages. */
export const CATALOGUE_TYPES = ['course', 'coaching', 'bundle'] as const;

export const Product = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: ProductType,
  price_cents: z.number().int(),
  /** The crossed-out price ('was $3,500'), if any. */
  compare_at_cents: z.number().int().nullable(),
  /** A highlight such as 'Most Popular' or 'Save $500'. */
  badge: z.string().nullable(),
  features: z.array(z.string()),
  session_credits: z.number().int(),
  is_active: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const ProductQuery = z.object({ type: ProductType.optional() });
export const ProductList = z.object({ items: z.array(Product) });

export const CatalogueItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Dollars with cents, e.g. 19.99. */
  price: z.number(),
  image: z.string().nullable(),
  preview: z.boolean(),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;
export const CatalogueList = z.object({ items: z.array(CatalogueItem) });

export const PublicConfig = z.object({ testMode: z.boolean(), cashappHandle: z.string() });
export type PublicConfig = z.infer<typeof PublicConfig>;

// ---------------------------------------------------------------- orders

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

/** Where one order opens in the member's dashboard (the order mails link here). */
export const orderPath = (orderId: string) => `/dashboard?tab=orders&order=${encodeURIComponent(orderId)}`;

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

// ---------------------------------------------------------------- resources

export const RESOURCE_CATEGORIES = ['Account Setup', 'Education', 'Building Wealth', 'Wealth Protection'] as const;
export const ResourceCategory = z.enum(RESOURCE_CATEGORIES);

export const Resource = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  category: ResourceCategory,
  description: z.string(),
  type: z.literal('PDF'),
  premium: z.boolean(),
  price_cents: z.number().int(),
  purchased: z.boolean(),
  /** A free file or a purchased one: the member may fetch a download link now. */
  downloadable: z.boolean(),
  file_size: z.number().int().nullable(),
});
export type Resource = z.infer<typeof Resource>;
export const ResourceList = z.object({ items: z.array(Resource) });

const required = text(200).min(1, MESSAGES.requiredFields);
export const CASHTAG = /^\$?[A-Za-z][A-Za-z0-9_]{0,19}$/;

/** The payment-details form of a premium resource. */
export const ResourcePurchase = z.strictObject({
  name: required,
  email: z.string().trim().min(1, MESSAGES.requiredFields).pipe(email),
  cashtag: text(21).min(1, MESSAGES.requiredFields).regex(CASHTAG, 'Please enter your Cash App tag, e.g. $YourName'),
  message: optionalText(1000),
  /** The '$1 Test' button; refused unless the store runs in test mode. */
  test: z.boolean().default(false),
});
export type ResourcePurchase = z.input<typeof ResourcePurchase>;

export const UnlockCode = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter the 4-digit code.'),
});
export const Unlocked = z.object({ ok: z.literal(true), resource_id: uuid, message: z.string() });
export const DownloadLink = z.object({ url: z.string(), expires_at: z.string() });

// ---------------------------------------------------------------- admin

/**
 * The admin order list counts matching orders up to this many and says "1,000+" beyond:
 * counting every row would make each page slower as the store grows.
 */
export const ORDER_COUNT_CAP = 1000;

/** Newest first; page on with `after` (the previous page's `next`), which stays right while orders arrive. */
export const AdminOrderQuery = z.object({
  status: OrderStatus.optional(),
  kind: OrderKind.optional(),
  q: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  after: plain(z.string().max(200)).optional(),
  /** Rows skipped (after `after`, if given). Kept for older clients; each page costs its offset. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
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
export const AdminOrderPage = z.object({
  items: z.array(AdminOrder),
  /** Matching orders (whatever the page), counted up to ORDER_COUNT_CAP. */
  total: z.number().int(),
  /** More than `total` orders match: the count stopped at ORDER_COUNT_CAP. */
  total_capped: z.boolean(),
  /** The cursor of the following page, for `after`; null on the last page. */
  next: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;
/** "1,000+ orders" when the count stopped at the cap. */
export const orderTotalLabel = (page: Pick<AdminOrderPage, 'total' | 'total_capped'>) => `${page.total.toLocaleString('en-US')}${page.total_capped ? '+' : ''}`;
export const MarkPaid = z.strictObject({ note: optionalText(500) });
export const RejectOrder = z.strictObject({ reason: text(500).min(3, 'Please give the member a reason.') });

export const AdminResource = Resource.omit({ purchased: true, downloadable: true }).extend({
  is_published: z.boolean(),
  file_name: z.string(),
  has_file: z.boolean(),
  updated_at: z.string(),
});
export type AdminResource = z.infer<typeof AdminResource>;
export const AdminResourceList = z.object({ items: z.array(AdminResource) });
export const ResourceInput = z.strictObject({
  title: text(150).min(3, 'Title must be at least 3 characters.'),
  category: ResourceCategory,
  description: text(1000).min(10, 'Please add a short description.'),
  premium: z.boolean(),
  price_cents: z.number().int().min(100).max(100_000).default(RESOURCE_PRICE_CENTS),
  is_published: z.boolean().default(false),
});
export const ResourcePatch = ResourceInput.partial();
export const MAX_RESOURCE_FILE_BYTES = 10 * 1024 * 1024;

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

export const SessionStatus = z.enum(['requested', 'confirmed', 'completed', 'cancelled']);
export type SessionStatus = z.infer<typeof SessionStatus>;
const futureTime = z.iso
  .datetime({ offset: true, message: 'Please give a date and time such as 2030-01-31T15:00:00Z.' })
  .refine((v) => Date.parse(v) > Date.now(), 'Preferred times must be in the future.');

export const SessionRequest = z.strictObject({
  preferred_times: z
    .array(futureTime)
    .min(1, 'Please suggest at least one time.')
    .max(3, 'Please suggest at most three times.')
    .refine((a) => new Set(a.map((v) => Date.parse(v))).size === a.length, 'Please suggest different times.'),
  topic: optionalText(500),
});
export type SessionRequest = z.input<typeof SessionRequest>;

export const CoachingSession = z.object({
  id: uuid,
  status: SessionStatus,
  preferred_times: z.array(z.string()),
  topic: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  admin_note: z.string().nullable(),
  created_at: z.string(),
});
export type CoachingSession = z.infer<typeof CoachingSession>;
export const SessionList = z.object({ credits_available: z.number().int(), items: z.array(CoachingSession) });

export const AdminSession = CoachingSession.extend({ user_id: uuid, customer_email: z.string().nullable(), customer_name: z.string().nullable() });
export const AdminSessionQuery = z.object({
  status: SessionStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const AdminSessionPage = z.object({ items: z.array(AdminSession), total: z.number().int() });
export const ConfirmSession = z.strictObject({ scheduled_at: futureTime, note: optionalText(500) });
export const SessionNote = z.strictObject({ note: optionalText(500) });
/** How long a session blocks the coach's calendar when confirming another. */
export const SESSION_MINUTES = 60;

// ---------------------------------------------------------------- memberships and the dashboard

export const Membership = z.object({
  plan: z.string(),
  title: z.string(),
  price_cents: z.number().int(),
  status: z.enum(['active', 'expired', 'cancelled']),
  started_at: z.string(),
  renews_at: z.string(),
});
export type Membership = z.infer<typeof Membership>;
export const MembershipView = z.object({ membership: Membership.nullable() });
export const AdminMembership = Membership.extend({ user_id: uuid, customer_email: z.string().nullable() });
export const AdminMembershipList = z.object({ items: z.array(AdminMembership) });

export const Dashboard = z.object({
  active_courses: z.number().int(),
  completed_lessons: z.number().int(),
  courses: z.array(CourseSummary),
  next_session: CoachingSession.nullable(),
  session_credits: z.number().int(),
  orders: z.array(Order),
  membership: Membership.nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;
