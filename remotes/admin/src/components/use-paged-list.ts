import { useResource } from '@sqw/platform';
import { useState } from 'react';
import { useCursorPages } from './Pager';

/**
 * A list paged by cursor under filters: the filters, the page shown and the resource that loads
 * it (`load` gets the filters with the cursor of the page, `after`). Changing a filter starts
 * again at the first page; `deps` reload the list when something else changes.
 */
export function usePagedList<F extends object, P>(initial: F, load: (query: F & { after?: string }, signal: AbortSignal) => Promise<P>, deps: unknown[] = []) {
  const [filter, setFilters] = useState(initial);
  const pages = useCursorPages();
  const list = useResource((signal) => load({ ...filter, after: pages.after }, signal), [filter, pages.after, ...deps]);
  const setFilter = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    pages.reset();
  };
  return { filter, setFilter, pages, list };
}

/** What a table of the list reads: the page's data as it loads, and the cursors. */
export type PagedList<P> = {
  pages: ReturnType<typeof useCursorPages>;
  list: { data: P | undefined; error: Error | null; loading: boolean; reload: () => void };
};
