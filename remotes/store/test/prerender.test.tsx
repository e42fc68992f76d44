/** @jest-environment node */
// The store's public pages rendered as the build renders them (no DOM): each one's first screen,
// its CSS and its head, for every route of routes.json that needs no sign-in.
import { expectPrerendered } from '@sqw/platform/prerender-testing';
import routes from '../routes.json';
import { pagesFile } from '../src/prerender';

const HEADINGS: Record<string, string> = {
  '/products': 'Premium Products',
  '/guest/products': 'Digital Products',
  '/guest/infinitrii-nexus': 'Your Path to Financial Sovereignty',
};

test('prerenders every public store route with its heading, styles and head', () => {
  const publicRoutes = routes.filter((r) => r.guard === null);
  expect(publicRoutes.map((r) => r.path)).toEqual(Object.keys(HEADINGS));
  expectPrerendered(pagesFile(), Object.fromEntries(publicRoutes.map((r) => [r.path, { heading: HEADINGS[r.path]!, title: `${r.title} · SQW` }])));
});

test('the public pages show a visitor the way in, and the catalogues their loading state', () => {
  const byPath = new Map(pagesFile().pages.map((p) => [p.path, p.html]));
  expect(byPath.get('/products')).toContain('aria-label="Loading products"');
  expect(byPath.get('/guest/products')).toContain('Featured Products');
  expect(byPath.get('/guest/products')).toContain('Register Now for Full Access');
  expect(byPath.get('/guest/infinitrii-nexus')).toContain('Your Coaching Journey');
  expect(byPath.get('/guest/infinitrii-nexus')).toContain('href="/register"');
});
