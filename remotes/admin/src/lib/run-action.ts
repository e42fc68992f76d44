import { notifyError, toast, useMutation, type MutationResult, type ServerErrorOptions } from '@sqw/platform';
import { useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { saveForm } from './forms';

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

/**
 * A review dialog's form actions (approve, reject, confirm): one at a time, `busy` while one
 * runs, so a double click sends one request. Each is saved through saveForm: a refusal's field
 * messages go under the form's fields (the typed values stay) and its reason is told as a
 * toast; a success is told, refreshes the list and closes the dialog.
 */
export function useDialogAction(onDone: () => void, onClose: () => void) {
  const { run, busy } = useMutation((save: () => Promise<boolean>) => save());
  const save = async <T extends FieldValues>(
    form: Pick<UseFormReturn<T>, 'setError'>,
    action: () => Promise<unknown>,
    success: string,
    failure: string,
    options?: ServerErrorOptions<T>,
  ) => {
    const result = await run(() => saveForm(form, action, success, failure, options));
    if (result?.ok && result.value) {
      onDone();
      onClose();
    }
  };
  return { busy, save };
}
