import { useCallback, useEffect, useRef, useState } from 'react';

/** Refresh: the panel disappears, then the same panel is selected again after 100 ms. */
export const REFRESH_DELAY_MS = 100;

/**
 * Which panel is on screen. `generation` changes on every (re)selection so the panel mounts
 * afresh and loads its data again.
 */
export function useShownPanel(selected: string | null) {
  const [shown, setShown] = useState<string | null>(selected);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    setShown(selected);
  }, [selected]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    setShown(null);
    timer.current = setTimeout(() => {
      setShown(selected);
      setGeneration((g) => g + 1);
    }, REFRESH_DELAY_MS);
  }, [selected]);

  return { shown, generation, refresh };
}
