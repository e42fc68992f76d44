import type { store } from '@sqw/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import DigitalProductsPage from '../../src/commerce/DigitalProductsPage';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { asVisitor, STORE } from './fixtures';

setupNetwork();

const item = (id: string, title: string, image: string | null): store.CatalogueItem => ({ id, title, description: 'D', price: 19.99, image, preview: true });
const WITH_PICTURE = item('wealth-map', 'Wealth Map', '/catalogue/wealth-map/image?v=aaaa1111');
const WITHOUT = item('budget-workbook', 'Sovereign Budget Workbook', null);

async function page() {
  serve(STORE, { 'GET /catalogue': { body: { items: [WITH_PICTURE, WITHOUT] } }, 'GET /products?type=digital': { body: { items: [] } } });
  renderWithProviders(<DigitalProductsPage />, { ...asVisitor, route: '/guest/products', path: '*' });
  await screen.findByRole('heading', { name: 'Wealth Map' });
}
const cardOf = (title: string) => screen.getByRole('article', { name: title });

test("a product's uploaded picture is shown from the store service, lazily, with its name as alt text", async () => {
  await page();
  const img = within(cardOf('Wealth Map')).getByRole('img', { name: 'Wealth Map cover' }) as HTMLImageElement;
  // The service names a path on itself; the page loads it through the store's configured base.
  expect(img.src).toBe(`${STORE}/catalogue/wealth-map/image?v=aaaa1111`);
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(within(cardOf('Wealth Map')).queryByText('WM')).toBeNull();
});

test('a product without a picture keeps its initials', async () => {
  await page();
  const card = cardOf('Sovereign Budget Workbook');
  expect(within(card).queryByRole('img')).toBeNull();
  expect(card.querySelector('[data-art]')!.textContent).toBe('SB');
});

test('a picture that fails to load gives way to the initials', async () => {
  await page();
  fireEvent.error(within(cardOf('Wealth Map')).getByRole('img', { name: 'Wealth Map cover' }));
  const card = cardOf('Wealth Map');
  expect(within(card).queryByRole('img')).toBeNull();
  expect(card.querySelector('[data-art]')!.textContent).toBe('WM');
});
