import type { store } from '@sqw/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchaseButton } from '../../src/shared/purchase/PurchaseButton';
import { refreshStanding } from '../../src/shared/purchase/standing';
import { asMember, COURSE, orderDetail, STORE } from './fixtures';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';

setupNetwork();

const standing = (over: Partial<store.ProductStanding>): store.ProductStanding => ({
  product: 'sqw-course',
  owned: false,
  course: null,
  open_order: null,
  ...over,
});
const { history: _history, ...PENDING } = orderDetail({ pay_code: 'SQW-RESUMEME', created_at: '2030-01-02T10:00:00.000Z' });

beforeEach(() => {
  refreshStanding();
});

test('Purchase Now on a product with an order awaiting payment resumes it: same pay code, the proof step, no second order', async () => {
  const calls = serve(STORE, { 'GET /purchases': { body: { items: [standing({ open_order: PENDING })] } }, 'GET /products/sqw-course': { body: COURSE } });
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Purchase Now' }));
  const resume = await screen.findByRole('region', { name: 'Resume your order' });
  expect(resume.textContent).toContain('SQW-RESUMEME');
  expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Manage in My Orders' }).getAttribute('href')).toBe(`/dashboard?tab=orders&order=${PENDING.id}`);
  await userEvent.click(screen.getByRole('button', { name: 'Resume Order' }));
  expect(screen.getByLabelText('Pay code').textContent).toBe('SQW-RESUMEME');
  expect(screen.getByRole('form', { name: 'Upload payment proof' })).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('an owned course offers Go to course instead of a purchase button', async () => {
  serve(STORE, { 'GET /purchases': { body: { items: [standing({ owned: true, course: 'sqw-course' })] } } });
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  const go = await screen.findByRole('link', { name: 'Go to course' });
  expect(go.getAttribute('href')).toBe('/courses/sqw-course');
  expect(screen.queryByRole('button', { name: 'Purchase Now' })).toBeNull();
});

test('another owned product shows Owned, not a purchase button', async () => {
  serve(STORE, { 'GET /purchases': { body: { items: [standing({ product: 'empire-playbook', owned: true })] } } });
  renderWithProviders(<PurchaseButton product="empire-playbook" label="Unlock the Full Toolkit" />, { ...asMember, route: '/products', path: '*' });
  const owned = await screen.findByRole('button', { name: 'Owned' });
  expect((owned as HTMLButtonElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Unlock the Full Toolkit' })).toBeNull();
});

test('a product whose proof is under review links to that order instead of buying again', async () => {
  const review = { ...PENDING, status: 'proof_submitted' as const, has_proof: true };
  serve(STORE, { 'GET /purchases': { body: { items: [standing({ open_order: review })] } } });
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  const link = await screen.findByRole('link', { name: 'Payment Under Review' });
  expect(link.getAttribute('href')).toBe(`/dashboard?tab=orders&order=${PENDING.id}`);
  expect(screen.queryByRole('button', { name: 'Purchase Now' })).toBeNull();
});

test('the proof step stays on screen while the product turns to Payment Under Review behind it', async () => {
  let open: store.Order | null = null;
  serve(STORE, {
    'GET /purchases': () => ({ body: { items: open ? [standing({ open_order: open })] : [] } }),
    'GET /products/sqw-course': { body: COURSE },
    'POST /orders': () => {
      open = PENDING;
      return { status: 201, body: orderDetail({ pay_code: 'SQW-RESUMEME' }) };
    },
    [`POST /orders/${PENDING.id}/proof`]: () => {
      // The service has the proof: the product's open order is now under review.
      open = { ...PENDING, status: 'proof_submitted', has_proof: true };
      return { status: 201, body: orderDetail({ pay_code: 'SQW-RESUMEME', status: 'proof_submitted', has_proof: true }) };
    },
  });
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Purchase Now' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  await userEvent.upload(await screen.findByLabelText(/Payment screenshot/), png());
  await userEvent.click(screen.getByRole('button', { name: 'Upload Proof' }));
  expect(await screen.findByRole('link', { name: 'Payment Under Review' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Proof submitted' }).textContent).toContain('SQW-RESUMEME');
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Purchase Now' })).toBeNull();
});
