import { mayHaveSession } from '@sqw/platform';
import { matchRoutes, type RouteObject } from '@sqw/router';
import { isValidElement, type ReactElement } from 'react';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './auth/guards';
import { preloadRemotePage, RemotePage } from './remotes/RemotePage';

/** The first render waits this long at most for the page's code; the page's spinner covers the rest. */
const WAIT_MS = 3000;

const leafAt = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.element;

/** Whether the page at `pathname` is behind a guard: a visitor's copy of it is the sign-in page, which the guard replaces. */
export function isGuardedPage(routes: RouteObject[], pathname: string): boolean {
  const leaf = leafAt(routes, pathname);
  return isValidElement(leaf) && (leaf.type === RequireAuth || leaf.type === RequireAdmin);
}

/** The code of the page at `pathname`, when it is a lazy shell page or a public remote page. */
function pageCode(routes: RouteObject[], pathname: string): Promise<void> | null {
  let leaf = leafAt(routes, pathname);
  // The sign-in and registration pages are visitors' pages: only a member is sent on from them.
  // A members' page is worth fetching when a session may be here (a visitor only gets its guard);
  // the admin's is not: a member must never be sent its code.
  if (isValidElement(leaf) && (leaf.type === RedirectSignedIn || (leaf.type === RequireAuth && mayHaveSession()))) {
    leaf = (leaf as ReactElement<{ children: unknown }>).props.children as typeof leaf;
  }
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
 * itself and hydrates the prerendered copy, never with a spinner in between. A members' page is
 * fetched only for a browser that may hold a session, the admin's never ahead. Failures are the page's to show.
 */
export async function preloadCurrentPage(routes: RouteObject[], pathname: string): Promise<void> {
  const code = pageCode(routes, pathname);
  if (!code) return;
  await Promise.race([code.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
