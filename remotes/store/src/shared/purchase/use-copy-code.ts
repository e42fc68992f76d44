import { store } from '@sqw/contracts';
import { notifyError, toast } from '@sqw/platform';
import { useEffect, useRef, useState } from 'react';

/** The copied indicator stays on for 2 s: long enough to notice, short enough to copy again. */
export const COPIED_MS = 2000;

/** Copies a pay code to the clipboard; `copied` is true for 2 s after a successful copy. */
export function useCopyCode() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
    } catch (err) {
      // Clipboard access can be denied (insecure origin, permissions): say so instead of pretending.
      notifyError(err, 'Error', `Your browser blocked copying. Please copy the code ${code} by hand.`);
      return;
    }
    toast({ title: store.MESSAGES.copiedTitle, description: store.MESSAGES.copied, variant: 'success' });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy };
}
