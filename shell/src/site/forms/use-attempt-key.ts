import { newIdempotencyKey } from '@sqw/platform';
import { useRef } from 'react';

/**
 * The Idempotency-Key of a form post. Retrying the same values reuses the key, so a retry after a
 * lost answer cannot store the form twice; changed values get a new key, because the service
 * would otherwise replay the earlier answer and ignore the new values.
 */
export function useAttemptKey() {
  const last = useRef<{ values: string; key: string } | null>(null);
  return {
    keyFor(values: unknown): string {
      const values_ = JSON.stringify(values);
      if (last.current?.values !== values_) last.current = { values: values_, key: newIdempotencyKey() };
      return last.current.key;
    },
    /** After a success the next post is a new submission. */
    settle(): void {
      last.current = null;
    },
  };
}
