import type { store } from '@sqw/contracts';
import { signedInMember } from '@sqw/platform/testing';

export const STORE = 'http://store.test';

/** renderWithProviders options: the store service configured, and a signed-in member or a visitor. */
export const asMember = { services: { store: STORE }, user: signedInMember() };
export const asVisitor = { services: { store: STORE }, user: null };

export const COURSE: store.Product = {
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'sqw-course',
  title: 'Full Sovereign Course',
  description: 'The complete guided program.',
  type: 'course',
  price_cents: 100_000,
  compare_at_cents: null,
  badge: null,
  features: ['4-6 sessions over 2-3 weeks', 'Hardware wallet included'],
  session_credits: 4,
  is_active: true,
};

export function orderDetail(over: Partial<store.OrderDetail> = {}): store.OrderDetail {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    kind: 'product',
    status: 'pending_payment',
    amount_cents: 100_000,
    pay_code: 'SQW-7K2P9',
    item: { id: COURSE.id, slug: COURSE.slug, title: COURSE.title, type: 'course' },
    note: null,
    has_proof: false,
    proof_submitted_at: null,
    reject_reason: null,
    unlock_code: null,
    unlocked: false,
    is_test: false,
    payment: { handle: '$SQWCoaching', amount: '1000.00', url: 'https://cash.app/$SQWCoaching/1000', note: null },
    paid_at: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    history: [],
    ...over,
  };
}

export const PREMIUM: store.Resource = {
  id: '44444444-4444-4444-8444-444444444444',
  slug: 'crypto-fundamentals',
  title: 'Crypto Fundamentals',
  category: 'Education',
  description: 'Wallets, keys and exchanges.',
  type: 'PDF',
  premium: true,
  price_cents: 500,
  purchased: false,
  downloadable: false,
  file_size: 20_480,
};
