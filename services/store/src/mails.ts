import { store } from '@sqw/contracts';
import type { Mail } from '@sqw/service-kit';

type OrderMail = { to: string; pay_code: string; title: string; amount_cents: number };

const SIGNATURE = '\n\nReconnect with your money. Reclaim your freedom.\nSQW Sovereign Wealth';

/** A product order: pay with the pay code in the note, then upload the proof on the order's dashboard page. */
export const orderCreatedMail = (o: OrderMail, payUrl: string, orderUrl: string): Mail => ({
  to: o.to,
  kind: 'store.order_created',
  subject: `Order ${o.pay_code} created: ${o.title}`,
  text: `Your order ${o.pay_code} for ${o.title} (${store.formatAmount(o.amount_cents)}) has been created.\n\nPlease complete payment with Cash App and put ${o.pay_code} in the payment note:\n${payUrl}\n\nThen upload a screenshot of the payment on your order page, where you can also see your pay code again or cancel the order while it awaits payment:\n${orderUrl}\n\nWe verify payments within 24 hours.${SIGNATURE}`,
});

/**
 * A resource order has no proof upload: the admin matches the Cash App payment by its note
 * and the member's Cash App tag, then the 4-digit code is e-mailed.
 */
export const resourceOrderCreatedMail = (o: OrderMail, payUrl: string, cashtag: string, orderUrl: string): Mail => ({
  to: o.to,
  kind: 'store.order_created',
  subject: `Order ${o.pay_code} created: ${o.title}`,
  text: `Your order ${o.pay_code} for ${o.title} (${store.formatAmount(o.amount_cents)}) has been created.\n\nPlease pay with Cash App from ${cashtag} and keep ${o.pay_code} as the payment note:\n${payUrl}\n\nThere is nothing to upload: we match your payment by its note and e-mail you a 4-digit code once it is confirmed (within 24 hours). Enter the code on the Resources page to unlock your download.\n\nYour order, where you can cancel it while it awaits payment:\n${orderUrl}${SIGNATURE}`,
});

export const proofReceivedMail = (o: OrderMail): Mail => ({
  to: o.to,
  kind: 'store.proof_received',
  subject: `Payment proof received for order ${o.pay_code}`,
  text: `We received your payment proof for order ${o.pay_code} (${o.title}, ${store.formatAmount(o.amount_cents)}).\nIt is now under review; you'll receive an email once verified (within 24 hours).${SIGNATURE}`,
});

export const proofNoticeMail = (o: OrderMail, business: string): Mail => ({
  to: business,
  kind: 'store.proof_notice',
  subject: `Payment proof to review: ${o.pay_code}`,
  text: `${o.to} uploaded a payment proof for order ${o.pay_code} (${o.title}, ${store.formatAmount(o.amount_cents)}).\nReview it in the admin dashboard.`,
});

export const resourceOrderNoticeMail = (o: OrderMail, business: string, cashtag: string): Mail => ({
  to: business,
  kind: 'store.resource_order_notice',
  subject: `Resource payment to confirm: ${o.pay_code}`,
  text: `${o.to} (Cash App ${cashtag}) ordered "${o.title}" for ${store.formatAmount(o.amount_cents)}.\nLook for a Cash App payment with the note ${o.pay_code} and mark the order paid in the admin dashboard.`,
});

export const orderPaidMail = (o: OrderMail, unlockCode: string | null): Mail => ({
  to: o.to,
  kind: 'store.order_paid',
  subject: `Payment confirmed for order ${o.pay_code}`,
  text:
    `Your payment of ${store.formatAmount(o.amount_cents)} for ${o.title} (order ${o.pay_code}) is confirmed. Thank you!` +
    (unlockCode
      ? `\n\nYour verification code is ${unlockCode}. Enter it on the Resources page to unlock your download.`
      : '\n\nEverything included is now available in your dashboard.') +
    SIGNATURE,
});

export const orderRejectedMail = (o: OrderMail, reason: string): Mail => ({
  to: o.to,
  kind: 'store.order_rejected',
  subject: `We could not confirm the payment for order ${o.pay_code}`,
  text: `We could not confirm your payment for order ${o.pay_code} (${o.title}):\n${reason}\n\nIf you believe this is a mistake, reply to this email or contact support.${SIGNATURE}`,
});

export const sessionConfirmedMail = (to: string, when: string, note: string | null): Mail => ({
  to,
  kind: 'store.session_confirmed',
  subject: 'Your coaching session is confirmed',
  text: `Your 1:1 coaching session is confirmed for ${new Date(when).toUTCString()}.${note ? `\n\n${note}` : ''}\n\nSee it any time on your dashboard's Sessions tab.${SIGNATURE}`,
});
