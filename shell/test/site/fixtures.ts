// The services the site's pages call, as renderWithProviders configures them, and a fresh browser.
import { useToasts } from '@sqw/platform';
import type { Recorded } from '@sqw/platform/testing';

export const SITE = 'http://site.test';
export const STORE = 'http://store.test';
export const services = { site: SITE, store: STORE };

/** The POSTs to one path of a service, oldest first. */
export const posts = (calls: Recorded[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

export function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  useToasts.setState({ toasts: [] });
  document.body.innerHTML = '';
}
