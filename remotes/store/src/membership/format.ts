import type { store } from '@sqw/contracts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Times show in the member's own time zone; the service stores UTC. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

export const SESSION_STATUS: Record<store.SessionStatus, { label: string; tone: 'gold' | 'green' | 'muted' | 'danger' }> = {
  requested: { label: 'Requested', tone: 'gold' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  completed: { label: 'Completed', tone: 'muted' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export const ORDER_TONE: Record<store.OrderStatus, 'gold' | 'blue' | 'green' | 'muted' | 'danger'> = {
  pending_payment: 'gold',
  proof_submitted: 'blue',
  paid: 'green',
  rejected: 'danger',
  cancelled: 'muted',
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
