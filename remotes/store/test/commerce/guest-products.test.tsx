import type { store } from '@sqw/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DigitalProductsPage from '../../src/commerce/DigitalProductsPage';
import { asMember, asVisitor, COURSE, orderDetail, STORE } from './fixtures';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';

setupNetwork();

const WORKBOOK: store.CatalogueItem = {
  id: 'sovereign-budget-workbook',
  title: 'Sovereign Budget Workbook',
  description: 'A workbook.',
  price: 19.99,
  image: null,
  preview: true,
};
const PLAYBOOK: store.Product = {
  ...COURSE,
  id: '66666666-6666-4666-8666-666666666666',
  slug: 'empire-playbook',
  title: 'Full Digital Add-On',
  type: 'digital',
  session_credits: 0,
};

const store_ = () =>
  serve(STORE, {
    'GET /catalogue': { body: { items: [WORKBOOK] } },
    'GET /products': { body: { items: [COURSE] } },
    'GET /products?type=digital': { body: { items: [PLAYBOOK] } },
    'GET /products/sqw-course': { body: COURSE },
    'POST /orders': { status: 201, body: orderDetail() },
  });

/** Every link or button on the page that asks the reader to register. */
const registerCtas = () =>
  [...document.querySelectorAll('a, button')].filter((el) => /register/i.test(el.textContent ?? '') || el.getAttribute('href') === '/register');

test('a visitor is invited to register to buy', async () => {
  store_();
  renderWithProviders(<DigitalProductsPage />, { ...asVisitor, route: '/guest/products', path: '*' });
  await screen.findByRole('heading', { name: 'Sovereign Budget Workbook' });
  expect(screen.getByRole('link', { name: 'Register to Buy Sovereign Budget Workbook' }).getAttribute('href')).toBe('/register');
  expect(screen.queryByRole('region', { name: 'Buy as a Member' })).toBeNull();
});

test('a signed-in member is never told to register, and buys with the same purchase flow as /products', async () => {
  const calls = store_();
  renderWithProviders(<DigitalProductsPage />, { ...asMember, route: '/guest/products', path: '*' });
  const member = await screen.findByRole('region', { name: 'Buy as a Member' });
  await within(member).findByRole('heading', { name: 'Full Digital Add-On' });
  await screen.findByRole('heading', { name: 'Sovereign Budget Workbook' });
  expect(registerCtas().map((el) => el.textContent)).toEqual([]);
  expect(screen.getByRole('link', { name: 'Open Member Resources' }).getAttribute('href')).toBe('/resources');

  const course = within(member).getByRole('article', { name: 'Full Sovereign Course' });
  await userEvent.click(within(course).getByRole('button', { name: 'Purchase Now' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  expect((await screen.findByLabelText('Pay code')).textContent).toBe('SQW-7K2P9');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/orders', body: { product: 'sqw-course' } })]);
});
