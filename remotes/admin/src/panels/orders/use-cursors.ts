import { useState } from 'react';

/**
 * The cursors of the pages after the first, up to the one shown: Next pushes the page's `next`,
 * Previous drops the last one, and a new filter starts again from the first page.
 */
export function useCursors() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    index: cursors.length,
    after: cursors.at(-1),
    next: (cursor: string | null) => {
      if (cursor) setCursors((c) => [...c, cursor]);
    },
    previous: () => setCursors((c) => c.slice(0, -1)),
    reset: () => setCursors([]),
  };
}
