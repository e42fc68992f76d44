import { preloadRemote } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@sqw/platform';
import { matchPath } from '@sqw/router';
import { isRemoteConfigured } from './registry';
import { REMOTE_ROUTES, type RemoteRoute } from './remote-routes';

const started = new Set<string>();

/** Admin code is fetched only for admins, member areas only for members. */
function mayLoad(route: RemoteRoute): boolean {
  const user = useSessionStore.getState().user;
  if (route.guard === 'admin') return user?.role === 'admin';
  if (route.guard === 'member') return Boolean(user);
  return true;
}

function routeOf(target: EventTarget | null): RemoteRoute | undefined {
  const link = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return REMOTE_ROUTES.find((r) => matchPath(r.path, url.pathname));
}

/**
 * Fetches a remote's manifest, entry and page chunk as soon as someone points at, focuses or
 * touches a link to it, so the click itself costs no extra round trips. Nothing is fetched
 * on idle: a page only downloads another area's code when the visitor shows intent.
 */
export function installIntentPreload(): void {
  const onIntent = (event: Event) => {
    const route = routeOf(event.target);
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
