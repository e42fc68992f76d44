import { useState } from 'react';
import { messageOf, toast } from '@sqw/platform';

/**
 * Runs one admin action: on success the given toast, on failure the server's message as a
 * destructive toast. Returns whether it succeeded so dialogs know to close.
 */
export async function runAction(action: () => Promise<unknown>, success: string, failure = 'Action failed'): Promise<boolean> {
  try {
    await action();
    toast({ title: success, variant: 'success' });
    return true;
  } catch (err) {
    toast({ title: failure, description: messageOf(err), variant: 'destructive' });
    return false;
  }
}

/** A review dialog's actions: busy while one runs; on success refresh the list and close. */
export function useDialogAction(onDone: () => void, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    const ok = await runAction(action, success, failure);
    setBusy(false);
    if (ok) {
      onDone();
      onClose();
    }
  };
  return { busy, act };
}
