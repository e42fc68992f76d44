import type { store } from '@sqw/contracts';
import { screen } from '@testing-library/react';
import { OrderReviewDialog } from '../src/panels/orders/OrderReviewDialog';
import { renderWithProviders } from '@sqw/platform/testing';
import { adminOrder } from './fixtures';

const order = (kind: store.AdminOrder['kind']) =>
  adminOrder(7, {
    kind,
    status: 'pending_payment',
    amount_cents: 1900,
    item: { id: '00000000-0000-4000-8000-00000000aaaa', slug: 'wealth-map', title: 'Wealth Map', type: kind === 'resource' ? 'resource' : 'course' },
    has_proof: false,
    proof_submitted_at: null,
    payment: { handle: '$SQWCoaching', amount: '19.00', url: 'https://cash.app/$SQWCoaching/19', note: null },
    cashtag: '$buyer',
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
