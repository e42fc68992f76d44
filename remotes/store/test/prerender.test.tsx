/** @jest-environment node */
// The store's public pages rendered as the build renders them (no DOM): each one's first screen,
// its CSS and its head, for every route of routes.json that needs no sign-in.
import { pages } from '@sqw/contracts';
import routes from '../routes.json';
import { pagesFile } from '../src/prerender';

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

const HEADINGS: Record<string, string> = {
  '/products': 'Premium Products',
  '/guest/products': 'Digital Products',
  '/guest/infinitrii-nexus': 'Your Path to Financial Sovereignty',
};

test('prerenders every public store route with its heading, styles and head', () => {
  expect(typeof window).toBe('undefined');
  const file = pages.PagesFile.parse(pagesFile());
  const publicRoutes = routes.filter((r) => r.guard === null);
  expect(file.pages.map((p) => p.path)).toEqual(Object.keys(HEADINGS));
  expect(publicRoutes.map((r) => r.path)).toEqual(Object.keys(HEADINGS));
  for (const route of publicRoutes) {
    const page = file.pages.find((p) => p.path === route.path)!;
    expect(h1(page.html)).toBe(HEADINGS[route.path]);
    expect(page.css.length).toBeGreaterThan(0);
    expect(page.head.title).toBe(`${route.title} · SQW`);
    expect(page.head.title.endsWith(' · SQW')).toBe(true);
    expect(page.head.description.length).toBeGreaterThan(0);
    expect(page.head.description.length).toBeLessThanOrEqual(160);
    expect(page.shared).toBeNull();
  }
});

test('the public pages show a visitor the way in, and the catalogues their loading state', () => {
  const byPath = new Map(pagesFile().pages.map((p) => [p.path, p.html]));
  expect(byPath.get('/products')).toContain('aria-label="Loading products"');
  expect(byPath.get('/guest/products')).toContain('Featured Products');
  expect(byPath.get('/guest/products')).toContain('Register Now for Full Access');
  expect(byPath.get('/guest/infinitrii-nexus')).toContain('Your Coaching Journey');
  expect(byPath.get('/guest/infinitrii-nexus')).toContain('href="/register"');
});
