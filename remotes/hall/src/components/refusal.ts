import { ApiError, type FieldError } from '@sqw/platform';

/**
 * The server's field messages, each said once: a refusal that names several fields for the same
 * reason (control characters pasted into each) puts it under the first of them only, instead
 * of repeating one sentence under every field.
 */
export function fieldMessagesOnce<K extends string>(details: FieldError[], fields: readonly K[]): Partial<Record<K, string>> {
  const seen = new Set<string>();
  const out: Partial<Record<K, string>> = {};
  for (const d of details) {
    const field = fields.find((f) => f === d.path);
    if (!field || out[field] || seen.has(d.message)) continue;
    seen.add(d.message);
    out[field] = d.message;
  }
  return out;
}

/** The toast's text for a refused submission: the API's own readable message (how long to wait, offline, busy). */
export function refusalDescription(err: unknown, markedFields: number): string {
  if (markedFields > 0)
    return markedFields === 1 ? 'Please correct the field marked below and send it again.' : 'Please correct the fields marked below and send it again.';
  if (err instanceof ApiError) return err.message;
  return 'There was an error submitting your application. Please try again.';
}
