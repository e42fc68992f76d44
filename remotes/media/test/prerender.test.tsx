/** @jest-environment node */
// The media page rendered as the build renders it (no DOM): its first screen, its CSS and its head.
import { pages } from '@sqw/contracts';
import { pagesFile } from '../src/prerender';

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

test('prerenders /sovereign-skies with its hero, packages, styles and head', () => {
  expect(typeof window).toBe('undefined');
  const file = pages.PagesFile.parse(pagesFile());
  expect(file.pages.map((p) => p.path)).toEqual(['/sovereign-skies']);
  const [page] = file.pages;
  expect(h1(page.html)).toBe('Media That Sells Luxury');
  expect(page.html).toContain('Real Estate Packages');
  expect(page.html).toContain('Ready to Elevate Your Media?');
  // The proposal dialog stays closed until a visitor opens it.
  expect(page.html).not.toContain('role="dialog"');
  expect(page.css.length).toBeGreaterThan(0);
  expect(page.head.title).toBe('Sovereign Skies · SQW');
  expect(page.head.title.endsWith(' · SQW')).toBe(true);
  expect(page.head.description.length).toBeGreaterThan(0);
  expect(page.head.description.length).toBeLessThanOrEqual(160);
  expect(page.shared).toBeNull();
});
