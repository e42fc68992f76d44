import { useCallback, useEffect, useRef, useState } from 'react';

export type MutationResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * One write from a component (a submit, an admin action): `busy` while it runs, the last
 * `error`, and a `run` that ignores a second start while one is in flight (a double click
 * sends one request, and the second `run` answers null). `run` never throws: it answers the
 * value or the error.
 */
export function useMutation<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<MutationResult<R> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      return { ok: true, value: await latest.current(...args) };
    } catch (err) {
      if (mounted.current) setError(err);
      return { ok: false, error: err };
    } finally {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy, error };
}
