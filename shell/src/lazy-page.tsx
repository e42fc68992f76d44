import { PageSpinner } from '@sqw/ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A page component whose code can be fetched before it first renders. */
export type PreloadablePage<P> = ComponentType<P> & { preload(): Promise<void> };

/** The props a component takes. */
type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/**
 * A page loaded on first visit to its route, so the home page's first download carries only
 * what the home page shows (sign-in, account, contact and legal code come when needed).
 * `preload()` fetches it ahead: a page preloaded before it mounts renders at once, with no spinner
 * in between (the app's first render replaces the page's prerendered copy in one step).
 */
// ComponentType<never> takes a component whatever its props, since never is assignable to them all.
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  let loaded: ComponentType<Props> | null = null;
  const fetchPage = () => load().then((m) => (loaded = m[name] as ComponentType<Props>));
  const Lazy = lazy(() => fetchPage().then((page) => ({ default: page })));
  function LazyPage(props: Props) {
    // Decided once per mount: switching from the lazy path to the loaded one would remount the page.
    const [Page] = useState(() => loaded);
    if (Page) return <Page {...props} />;
    return (
      <Suspense fallback={<PageSpinner fill />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyPage.preload = () => fetchPage().then(() => undefined);
  return LazyPage;
}
