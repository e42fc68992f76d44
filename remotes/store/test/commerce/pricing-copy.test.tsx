import type { store } from '@sqw/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PricingPage from '../../src/commerce/PricingPage';
import { asMember, COURSE, STORE } from './fixtures';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';

setupNetwork();

const plan = (slug: string, title: string, price_cents: number, badge: string | null = null): store.Product => ({
  ...COURSE,
  id: `7777777${price_cents % 10}-7777-4777-8777-77777777777${title.length % 10}`,
  slug,
  title,
  type: 'membership',
  price_cents,
  badge,
  features: ['Everything in Basic'],
  session_credits: 0,
});

const PLANS = [plan('plan-basic', 'Basic', 2_900), plan('plan-premium', 'Premium', 7_900, 'Most Popular'), plan('plan-elite', 'Elite', 19_900)];

/** The page's whole text, with every FAQ answer opened in turn (the accordion renders only the open one). */
async function everything(): Promise<string> {
  let text = document.body.textContent ?? '';
  for (const question of screen.getAllByRole('button', { expanded: false })) {
    await userEvent.click(question);
    text += ` ${document.body.textContent ?? ''}`;
  }
  return text;
}

test('the plans page claims only what checkout does: Cash App with a pay code and a proof upload, no trial, no cards, PayPal or crypto', async () => {
  serve(STORE, { 'GET /plans': { body: { items: PLANS } }, 'GET /membership': { body: { membership: null } } });
  renderWithProviders(<PricingPage />, { ...asMember, route: '/pricing', path: '*' });
  await screen.findByRole('heading', { name: 'Premium' });
  const text = await everything();
  expect(text).not.toMatch(/trial/i);
  expect(text).not.toMatch(/paypal/i);
  expect(text).not.toMatch(/crypto/i);
  expect(text).not.toMatch(/\bcards?\b/i);
  const terms = screen.getByRole('list', { name: 'Plan terms' }).textContent;
  expect(terms).toMatch(/Cash App/);
  expect(terms).toMatch(/pay code/);
  expect(terms).toMatch(/screenshot/);
  expect(text).toMatch(/upload a screenshot of the payment/i);
});
