import { useState } from 'react';

/**
 * The add-or-edit dialog of a list: `open` for a new item (`add`) or an existing one (`edit`),
 * `item` the one edited (null when adding), `close` either way.
 */
export function useEditing<T>() {
  const [item, setItem] = useState<T | null>(null);
  const [adding, setAdding] = useState(false);
  return {
    item,
    open: adding || item !== null,
    add: () => setAdding(true),
    edit: (next: T) => setItem(next),
    close: () => {
      setAdding(false);
      setItem(null);
    },
  };
}
