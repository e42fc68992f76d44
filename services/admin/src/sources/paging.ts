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

/** Reads a keyset-paged upstream list (each page names the next with a cursor) until `max` items or its end. */
export async function collectByCursor<T>(
  page: (limit: number, after: string | undefined) => Promise<{ items: T[]; next: string | null }>,
  max = MAX_ROWS,
): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  do {
    const p = await page(Math.min(PAGE_SIZE, max - items.length), after);
    items.push(...p.items);
    after = p.next ?? undefined;
  } while (after && items.length < max);
  return items.slice(0, max);
}

/** Reads a keyset-paged upstream list until `need` items or its end, with the count its first page gives. */
export async function collectCounted<T>(
  page: (limit: number, after: string | undefined) => Promise<{ items: T[]; next: string | null; total?: number }>,
  need = MAX_ROWS,
): Promise<Page<T>> {
  let total = 0;
  const items = await collectByCursor(async (limit, after) => {
    const p = await page(limit, after);
    if (!after) total = p.total ?? 0;
    return p;
  }, need);
  return { items, total };
}

export const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};
