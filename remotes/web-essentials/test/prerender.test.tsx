/** @jest-environment node */
// The web-build page rendered as the build renders it (no DOM): its first screen, its CSS and its head.
import { pages } from '@sqw/contracts';
import { pagesFile } from '../src/prerender';

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

test('prerenders /web-essentials with its intro, packages, questionnaire, styles and head', () => {
  expect(typeof window).toBe('undefined');
  const file = pages.PagesFile.parse(pagesFile());
  expect(file.pages.map((p) => p.path)).toEqual(['/web-essentials']);
  const [page] = file.pages;
  expect(h1(page.html)).toBe('Websites Built for Sovereign Businesses');
  expect(page.html).toContain('Website Packages');
  expect(page.html).toContain('Project Questionnaire');
  // A visitor's estimate before choosing anything.
  expect(page.html).toContain('Choose a package or a bundle to see your estimate.');
  expect(page.css.length).toBeGreaterThan(0);
  expect(page.head.title).toBe('Web Essentials · SQW');
  expect(page.head.title.endsWith(' · SQW')).toBe(true);
  expect(page.head.description.length).toBeGreaterThan(0);
  expect(page.head.description.length).toBeLessThanOrEqual(160);
  expect(page.shared).toBeNull();
});
