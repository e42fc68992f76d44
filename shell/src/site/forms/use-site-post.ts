import { applyServerErrors, notifyError, toast } from '@sqw/platform';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useAttemptKey } from './use-attempt-key';

/** A site form's post: the values and the attempt's Idempotency-Key in, the service's thank-you out. */
type Post<T> = (values: T, idempotencyKey: string) => Promise<{ message: string }>;

/**
 * Sends a site form (newsletter, contact, guide) and tells how it went: the service's thank-you
 * as a toast, or its per-field messages under their fields and the overall reason (offline, a
 * 429's "try again in an hour", ...) as a toast, the typed values kept. Answers whether it was
 * accepted, so the form can clear itself or close.
 */
export function useSitePost<T extends FieldValues, V>(form: Pick<UseFormReturn<T>, 'setError'>, post: Post<V>, fields: readonly Path<T>[]) {
  const attempt = useAttemptKey();
  return async (values: V): Promise<boolean> => {
    try {
      const res = await post(values, attempt.keyFor(values));
      attempt.settle();
      toast({ title: res.message, variant: 'success' });
      return true;
    } catch (err) {
      applyServerErrors(form, err, { fields });
      notifyError(err, 'Error');
      return false;
    }
  };
}
