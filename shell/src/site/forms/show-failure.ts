import { ApiError, messageOf, toast } from '@sqw/platform';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A failed form post: the service's per-field messages go under their fields and the overall
 * reason (offline, a 429's "try again in an hour", ...) becomes a toast. The typed values stay.
 */
export function showFailure<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (err instanceof ApiError) {
    for (const d of err.details) if ((fields as readonly string[]).includes(d.path)) setError(d.path as Path<T>, { message: d.message });
  }
  toast({ title: 'Error', description: messageOf(err), variant: 'destructive' });
}
