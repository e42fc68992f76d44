import type { site } from '@sqw/contracts';
import { homeEndpoints } from '@sqw/contracts/site-copy';
import { endpointHref } from '@sqw/platform';

const VISITOR_KEY = 'sqw_visitor_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATH_MAX = 300;
let memoryId: string | null = null;

/**
 * A random id for this browser tab's session only (sessionStorage, never a cookie): it lets the
 * admin count visitors without anything that could identify a person across visits.
 */
export function visitorId(): string {
  try {
    let id = sessionStorage.getItem(VISITOR_KEY);
    if (!id || !UUID.test(id)) {
      id = crypto.randomUUID();
      sessionStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return (memoryId ??= crypto.randomUUID());
  }
}

const percentEncode = (c: string) => Array.from(new TextEncoder().encode(c), (b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');

/** The path as the service accepts it: only URL-safe characters, at most 300 of them. */
export function analyticsPath(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.replace(/[^A-Za-z0-9\-._~/%]/g, percentEncode).slice(0, PATH_MAX);
}

/** The host of an outside page that sent the visitor here; null for none or for our own pages. */
export function externalReferrerHost(referrer: string, ownHost: string): string | null {
  try {
    const { hostname, host, protocol } = new URL(referrer);
    if (!/^https?:$/.test(protocol) || host === ownHost) return null;
    return hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** Fire and forget: analytics never delays, breaks or reports errors on a page. */
export function sendPageView(view: site.PageViewInput): void {
  try {
    // text/plain needs no CORS preflight; keepalive lets the request outlive a page change;
    // credentials are omitted so no cookie ever travels with a page view.
    void fetch(endpointHref(homeEndpoints.pageView), {
      method: homeEndpoints.pageView.method,
      body: JSON.stringify(view),
      headers: { 'content-type': 'text/plain' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // no configuration or no fetch: skip the view
  }
}
