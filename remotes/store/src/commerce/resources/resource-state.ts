import type { store } from '@sqw/contracts';

/**
 * Where a member stands with one resource:
 * - download: free, or bought and unlocked;
 * - awaiting: an order exists but no admin has confirmed the payment yet (no code exists);
 * - confirmed: paid, the code is issued and e-mailed, the member still has to enter it;
 * - buy: nothing usable yet (never ordered, or the last order was rejected or cancelled).
 */
export type ResourceState =
  | { kind: 'download' }
  | { kind: 'unavailable' }
  | { kind: 'awaiting'; order: store.Order }
  | { kind: 'confirmed'; order: store.Order }
  | { kind: 'buy'; rejected?: store.Order };

const LIVE: store.OrderStatus[] = ['pending_payment', 'proof_submitted'];

export function resourceState(resource: store.Resource, orders: store.Order[]): ResourceState {
  if (resource.downloadable) return { kind: 'download' };
  // Purchased (or free) but without a file yet: nothing to buy and nothing to download.
  if (!resource.premium || resource.purchased) return { kind: 'unavailable' };
  const mine = orders.filter((o) => o.kind === 'resource' && o.item.id === resource.id);
  const paid = mine.find((o) => o.status === 'paid');
  if (paid) return { kind: 'confirmed', order: paid };
  const live = mine.find((o) => LIVE.includes(o.status));
  if (live) return { kind: 'awaiting', order: live };
  const last = mine[0];
  return { kind: 'buy', rejected: last?.status === 'rejected' ? last : undefined };
}
