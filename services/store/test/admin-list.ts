import type { Harness } from './helpers';

/**
 * An admin list read as the admin screens read it: `list(query)` answers one page (and expects a
 * 200), `walk(query)` every page from the first, following `next` (at most `maxPages`).
 */
export function adminList<Page extends { next: string | null }>(t: () => Harness, path: string, maxPages: number) {
  const list = async (query: string) => {
    const res = await t().app.inject({ url: `${path}?${query}`, headers: t().admin });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const walk = async (query: string) => {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const page: Page = await list(after ? `${query}&after=${encodeURIComponent(after)}` : query);
      pages.push(page);
      after = page.next;
    } while (after && pages.length < maxPages);
    return pages;
  };
  return { list, walk };
}
