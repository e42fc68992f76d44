import { preloadRemote } from '@module-federation/enhanced/runtime';
import { useSessionStore, type LiveRoute } from '@sqw/platform';
import { matchPath } from '@sqw/router';
import { isRemoteConfigured } from './registry';

const started = new Set<string>();

/** Admin code is fetched only for admins, member areas only for members. */
function mayLoad(route: LiveRoute): boolean {
  const user = useSessionStore.getState().user;
  if (route.guard === 'admin') return user?.role === 'admin';
  if (route.guard === 'member') return Boolean(user);
  return true;
}

function routeOf(routes: LiveRoute[], target: EventTarget | null): LiveRoute | undefined {
  const link = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return routes.find((r) => matchPath(r.path, url.pathname));
}

/**
 * Fetches a remote's manifest, entry and page chunk as soon as someone points at, focuses or
 * touches a link to it, so the click itself costs no extra round trips. Nothing is fetched
 * on idle: a page only downloads another area's code when the visitor shows intent.
 * `routes` are the remotes' routes of the route table.
 */
export function installIntentPreload(routes: LiveRoute[]): void {
  const onIntent = (event: Event) => {
    const route = routeOf(routes, event.target);
    if (!route || !isRemoteConfigured(route.remote) || !mayLoad(route)) return;
    const key = `${route.remote}/${route.module}`;
    if (started.has(key)) return;
    started.add(key);
    preloadRemote([{ nameOrAlias: route.remote, exposes: [`./${route.module}`], resourceCategory: 'sync' }]).catch(() => started.delete(key));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}
