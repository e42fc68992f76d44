import { useEffect, useRef } from 'react';
import { useLocation } from '@sqw/router';
import { analyticsPath, externalReferrerHost, sendPageView, visitorId } from './pageviews/beacon';

/**
 * Sends a privacy-friendly page-view beacon on each route change: the path (no query, so no
 * tokens), the referring site's host for the page load's first view, and a per-session random id.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastPath = useRef<string | null>(null);
  const firstView = useRef(true);

  useEffect(() => {
    // React re-runs effects in development; one view per path change all the same.
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    // Later views come from our own pages: document.referrer still names the original site.
    const referrer = firstView.current ? externalReferrerHost(document.referrer, window.location.host) : null;
    firstView.current = false;
    const view = { path: analyticsPath(pathname), referrer_host: referrer, visitor_id: visitorId() };
    // A task of its own: a request's setup takes the main thread a few milliseconds on a phone,
    // and this effect runs in the task that committed the page (hydration's last, on a first visit).
    setTimeout(() => sendPageView(view));
  }, [pathname]);
}
