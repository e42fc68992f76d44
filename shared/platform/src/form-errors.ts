import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, messageOf } from './api';
import { toast } from './toasts';

/** What this needs of a react-hook-form form: the call that puts a message under a field. */
type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError'>;

export type ServerErrorOptions<T extends FieldValues> = {
  /** The fields a message may go under; by default any path the service names. */
  fields?: readonly Path<T>[];
  /** Map a service's field path to the form's, where they differ (a nested answer, another name). */
  fieldOf?: (path: string) => Path<T> | null;
  /**
   * Put a message under the first field that has it only: a refusal naming several fields for
   * one reason (control characters pasted into each) then reads once, not under every field.
   */
  sameMessageOnce?: boolean;
};

/**
 * A refused submission's per-field messages (the service's `details`) under their fields. The
 * typed values stay as they were. Answers how many fields were marked, so the caller can word
 * its toast ("correct the field marked below") or fall back to the service's message.
 */
export function applyServerErrors<T extends FieldValues>(form: FormLike<T>, err: unknown, options: ServerErrorOptions<T> = {}): number {
  if (!(err instanceof ApiError)) return 0;
  const allowed = options.fields ? new Set<string>(options.fields) : null;
  const marked = new Set<string>();
  const messages = new Set<string>();
  for (const detail of err.details) {
    const field = options.fieldOf ? options.fieldOf(detail.path) : (detail.path as Path<T>);
    if (!field || marked.has(field) || (allowed && !allowed.has(field))) continue;
    if (options.sameMessageOnce && messages.has(detail.message)) continue;
    form.setError(field, { type: 'server', message: detail.message });
    marked.add(field);
    messages.add(detail.message);
  }
  return marked.size;
}

/** The one way a failure is told as a toast: a short title and the readable reason (offline, how long to wait, the service's message). */
export function notifyError(err: unknown, title = 'Something went wrong', description: string = messageOf(err)): void {
  toast({ title, description, variant: 'destructive' });
}
