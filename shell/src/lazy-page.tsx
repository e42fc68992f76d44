import { PageSpinner } from '@sqw/ui';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A page loaded on first visit to its route, so the home page's first download carries only
 * what the home page shows (sign-in, account, contact and legal code come when needed).
 */
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Lazy = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<any> })));
  return function LazyPage(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={<PageSpinner fill />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
