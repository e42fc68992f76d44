/** Upstream lists page at most this many rows per request. */
export const PAGE_SIZE = 100;
/** Most rows one report or merge reads from one upstream list. */
export const MAX_ROWS = 50_000;

export type Page<T> = { items: T[]; total: number };

/** Reads a paged upstream list from the start until `max` items or its end. */
export async function collect<T>(page: (limit: number, offset: number) => Promise<Page<T>>, max = MAX_ROWS): Promise<Page<T>> {
  const size = Math.min(PAGE_SIZE, max);
  const items: T[] = [];
  let total = 0;
  for (let offset = 0; items.length < max; offset += size) {
    const p = await page(size, offset);
    total = p.total;
    items.push(...p.items);
    if (p.items.length < size || items.length >= total) break;
  }
  return { items: items.slice(0, max), total };
}

export const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};
