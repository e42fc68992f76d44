// The store's texts, prices and limits: zod-free, so a page can show them without the schema library.

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
