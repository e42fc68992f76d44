import { matchRoutes, type RouteObject } from '@sqw/router';
import { isValidElement } from 'react';
import { preloadRemotePage, RemotePage } from './remotes/RemotePage';

/** The first render waits this long at most for the page's code; the page's spinner covers the rest. */
const WAIT_MS = 3000;

/** The code of the page at `pathname`, when it is a lazy shell page or a public remote page. */
function pageCode(routes: RouteObject[], pathname: string): Promise<void> | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(leaf)) return null;
  if (leaf.type === RemotePage) {
    const { remote, module } = leaf.props as Parameters<typeof RemotePage>[0];
    return preloadRemotePage(remote, module);
  }
  const preload = (leaf.type as { preload?: () => Promise<void> }).preload;
  return preload ? preload() : null;
}

/**
 * Fetches the current page's code before the app's first render, so that render shows the page
 * itself and replaces the prerendered copy in one step, never with a spinner in between. A page
 * behind a guard is left to the guard (its HTML is the sign-in page). Failures are the page's to show.
 */
export async function preloadCurrentPage(routes: RouteObject[], pathname: string): Promise<void> {
  const code = pageCode(routes, pathname);
  if (!code) return;
  await Promise.race([code.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
