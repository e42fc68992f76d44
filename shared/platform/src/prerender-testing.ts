// Jest checks of an area's prerendered pages (see ./prerender.tsx), shared by every area's test.
import { pages } from '@sqw/contracts';

export type ExpectedPage = { heading: string; title: string; shared?: pages.SharedHead | null };

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

/**
 * Checks a pages file as the build writes it, rendered without a DOM: exactly the expected paths,
 * each with its heading, some CSS, its title, a one-line description and its shared-head
 * declaration. Returns each page's markup by path, for the area's own checks of its copy.
 */
export function expectPrerendered(file: unknown, expected: Record<string, ExpectedPage>): Map<string, string> {
  expect(typeof window).toBe('undefined');
  const parsed = pages.PagesFile.parse(file);
  expect(parsed.pages.map((p) => p.path)).toEqual(Object.keys(expected));
  for (const page of parsed.pages) {
    const want = expected[page.path]!;
    expect(h1(page.html)).toBe(want.heading);
    expect(page.css.length).toBeGreaterThan(0);
    expect(page.head.title).toBe(want.title);
    expect(page.head.title.endsWith(' · SQW')).toBe(true);
    expect(page.head.description.length).toBeGreaterThan(0);
    expect(page.head.description.length).toBeLessThanOrEqual(160);
    expect(page.shared).toEqual(want.shared ?? null);
  }
  return new Map(parsed.pages.map((p) => [p.path, p.html]));
}
