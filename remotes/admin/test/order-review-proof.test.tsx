import type { store } from '@sqw/contracts';
import { screen } from '@testing-library/react';
import { OrderReviewDialog } from '../src/panels/orders/OrderReviewDialog';
import { renderWithProviders } from '@sqw/platform/testing';

const order = (kind: store.AdminOrder['kind']): store.AdminOrder => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind,
  status: 'pending_payment',
  amount_cents: 1900,
  pay_code: 'SQW-7',
  item: { id: '00000000-0000-4000-8000-00000000aaaa', slug: 'wealth-map', title: 'Wealth Map', type: kind === 'resource' ? 'resource' : 'course' },
  note: null,
  has_proof: false,
  proof_submitted_at: null,
  reject_reason: null,
  unlock_code: null,
  unlocked: false,
  is_test: false,
  payment: { handle: '$SQWCoaching', amount: '19.00', url: 'https://cash.app/$SQWCoaching/19', note: null },
  paid_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  history: [],
  user_id: '00000000-0000-4000-8000-00000000bbbb',
  customer_email: 'buyer@example.com',
  customer_name: 'Buyer',
  cashtag: '$buyer',
  message: null,
  unlock_attempts: 0,
  proof_url: null,
});

test('a resource order says how its payment is matched, not that a proof is missing', () => {
  renderWithProviders(<OrderReviewDialog order={order('resource')} onClose={() => undefined} onDone={() => undefined} />);
  expect(screen.getByText('Resource orders have no proof upload: confirm a Cash App payment from $buyer with the note SQW-7.')).toBeTruthy();
  expect(screen.queryByText('No proof has been uploaded yet.')).toBeNull();
});

test('a product order without a proof says so', () => {
  renderWithProviders(<OrderReviewDialog order={order('product')} onClose={() => undefined} onDone={() => undefined} />);
  expect(screen.getByText('No proof has been uploaded yet.')).toBeTruthy();
});
