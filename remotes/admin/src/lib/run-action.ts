import { notifyError, toast, useMutation, type MutationResult } from '@sqw/platform';
import { useCallback } from 'react';

/**
 * Tells how an admin action ended: its success as a toast, its failure (the service's reason)
 * through notifyError. Answers whether it succeeded; a start ignored because one was already
 * running (null) is not a success.
 */
export function tellOutcome(result: MutationResult<unknown> | null, success: string, failure: string): boolean {
  if (!result) return false;
  if (result.ok) toast({ title: success, variant: 'success' });
  else notifyError(result.error, failure);
  return result.ok;
}

/**
 * A component's admin actions (publish, resolve, move, delete): one at a time, `busy` while one
 * runs, so a double click sends one request; each is told as a toast. `act` answers whether
 * the action succeeded.
 */
export function useAction() {
  const { run, busy } = useMutation((action: () => Promise<unknown>) => action());
  const act = useCallback(
    async (action: () => Promise<unknown>, success: string, failure = 'Action failed') => tellOutcome(await run(action), success, failure),
    [run],
  );
  return { busy, act };
}

/** A review dialog's actions: on success refresh the list and close. */
export function useDialogAction(onDone: () => void, onClose: () => void) {
  const { busy, act } = useAction();
  const done = async (action: () => Promise<unknown>, success: string, failure: string) => {
    if (await act(action, success, failure)) {
      onDone();
      onClose();
    }
  };
  return { busy, act: done };
}
