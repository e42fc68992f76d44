import { useCallback, useEffect, useState } from 'react';
import { GUIDE_DELAY_MS, rememberGuide, shouldOfferGuide } from './popup-memory';

/** While another dialog (a venture's) is open the popup waits, so two modals never stack. */
const RECHECK_MS = 2_000;
const anotherDialogOpen = () => document.querySelector('[role="dialog"]') !== null;

/** Opens the free-guide popup 15 s after the page loads, once per visitor (see popup-memory.ts). */
export function useGuidePopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!shouldOfferGuide()) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      if (anotherDialogOpen()) {
        timer = setTimeout(attempt, RECHECK_MS);
        return;
      }
      // Counted as offered the moment it shows: leaving the page does not earn a second popup.
      rememberGuide('shown');
      setOpen(true);
    };
    timer = setTimeout(attempt, GUIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  const requested = useCallback(() => {
    rememberGuide('requested');
    setOpen(false);
  }, []);
  return { open, close, requested };
}
