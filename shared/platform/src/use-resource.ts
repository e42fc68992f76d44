import { useCallback, useEffect, useState } from 'react';

type State<T> = { data: T | undefined; error: Error | null; loading: boolean };

/** Loads data for a component, with reload, cancelling stale requests when inputs change. */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<State<T>>({ data: undefined, error: null, loading: true });
  const [nonce, setNonce] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs `load` depends on, as with useEffect's own list
  const run = useCallback(load, deps);

  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    run(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setState({ data, error: null, loading: false }),
      (error: Error) => !ctrl.signal.aborted && error.name !== 'AbortError' && setState((s) => ({ ...s, error, loading: false })),
    );
    return () => ctrl.abort();
  }, [run, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload, setData: (data: T) => setState({ data, error: null, loading: false }) };
}
