import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@sqw/platform';
import { PageSpinner } from '@sqw/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { isRemoteConfigured, resetRemote } from './registry';

const cache = new Map<string, ComponentType>();
/** Remote pages whose module is already here (preloaded before the app's first render). */
const loaded = new Map<string, ComponentType>();

function lazyRemote(remote: RemoteName, module: string, attempt: number): ComponentType {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      if (!isRemoteConfigured(remote)) throw new Error(`The ${remote} area is not deployed.`);
      const mod = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
      if (!mod?.default) throw new Error(`${remote}/${module} did not load.`);
      return mod;
    });
    cache.set(key, component);
  }
  return component;
}

/**
 * Loads a remote page's module ahead of the first render, so the page renders at once instead of
 * through its Suspense fallback (the app's first render then replaces the prerendered copy in one step).
 */
export async function preloadRemotePage(remote: RemoteName, module: string): Promise<void> {
  if (!isRemoteConfigured(remote)) return;
  const mod = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (mod?.default) loaded.set(`${remote}/${module}`, mod.default);
}

/** A route's page that lives in a remote: loaded on demand, isolated by an error boundary. */
export function RemotePage({ remote, module, area }: { remote: RemoteName; module: string; area: string }) {
  const [attempt, setAttempt] = useState(0);
  // A preloaded page renders without a Suspense boundary, exactly as its prerendered copy did, so
  // the app hydrates the copy. Decided once per mount, for the page it mounted with: the router
  // keeps this instance when the next route is another remote page, and a retry is a new mount.
  const id = `${remote}/${module}`;
  const [first] = useState(() => ({ id, Page: loaded.get(id) ?? null }));
  const Preloaded = first.id === id && attempt === 0 ? first.Page : null;
  const Page = useMemo(() => lazyRemote(remote, module, attempt), [remote, module, attempt]);
  const retry = () => {
    resetRemote(remote);
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteBoundary key={attempt} area={area} onRetry={retry}>
      {Preloaded ? (
        <Preloaded />
      ) : (
        <Suspense fallback={<PageSpinner fill label={`Loading ${area}`} />}>
          <Page />
        </Suspense>
      )}
    </RemoteBoundary>
  );
}
