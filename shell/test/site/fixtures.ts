// The services the site's pages call, as renderWithProviders configures them, and a fresh browser.
import { useToasts, type SessionUser } from '@sqw/platform';
import type { Recorded } from '@sqw/platform/testing';

export const SITE = 'http://site.test';
export const STORE = 'http://store.test';
export const services = { site: SITE, store: STORE };

/** A signed-in member (the session store's user). */
export const MEMBER: SessionUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Stone',
  fullName: 'Ada Stone',
  role: 'user',
  createdAt: '2025-01-01T00:00:00Z',
  aal: 'aal1',
};

/** The POSTs to one path of a service, oldest first. */
export const posts = (calls: Recorded[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

export function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  useToasts.setState({ toasts: [] });
  document.body.innerHTML = '';
}
