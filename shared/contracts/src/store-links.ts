// Pure payment-link helpers, free of zod, for pages that must not load the schema library.

/**
 * The Cash App link for a payment: the handle and the amount in dollars ('$SQWCoaching/50'),
 * with the order reference as the note when the flow asks for one (resources).
 */
export function cashAppUrl(handle: string, amountCents: number, note?: string | null): string {
  const tag = handle.startsWith('$') ? handle : `$${handle}`;
  const amount = amountCents % 100 === 0 ? String(amountCents / 100) : (amountCents / 100).toFixed(2);
  const url = `https://cash.app/${encodeURIComponent(tag).replace('%24', '$')}/${amount}`;
  return note ? `${url}?note=${encodeURIComponent(note)}` : url;
}
