/** @jest-environment node */
// The hall's public page rendered as the build renders it (no DOM): its first screen, its CSS,
// its head, and the shared-legend declaration the site composer follows for ?legend=<id>.
import { pages } from '@sqw/contracts';
import { pagesFile } from '../src/prerender';

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

test('prerenders /sqw-hall with its hero, styles, head and shared legend head', () => {
  expect(typeof window).toBe('undefined');
  const file = pages.PagesFile.parse(pagesFile());
  expect(file.pages.map((p) => p.path)).toEqual(['/sqw-hall']);
  const [page] = file.pages;
  expect(h1(page.html)).toBe('Where Passive Income Becomes Legacy');
  expect(page.html).toContain('The Path to Immortality');
  expect(page.html).toContain('Legend Application');
  expect(page.css.length).toBeGreaterThan(0);
  expect(page.head.title).toBe('The SQW Hall · SQW');
  expect(page.head.title.endsWith(' · SQW')).toBe(true);
  expect(page.head.description.length).toBeGreaterThan(0);
  expect(page.head.description.length).toBeLessThanOrEqual(160);
  expect(page.shared).toEqual({ param: 'legend', service: 'hall', path: '/legends/{legend}/head' });
});
