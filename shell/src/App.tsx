import { GlobalStyle, theme } from '@sqw/ui';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from '@sqw/router';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { PRERENDER_CSS_ID, PRERENDERED_ATTR } from './prerender/gate';

/** The site's routes under one error boundary that clears when the visitor navigates away. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** Theme and global styles: the same frame in the browser and in the build-time prerender. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/**
 * The disabled fieldset a composed page's copy sits in, rendered as it is while the app hydrates
 * the copy, then enabled: nothing could be typed into the copy's forms before the app was there.
 */
function HydratedCopy({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <fieldset {...{ [PRERENDERED_ATTR]: '' }} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

/**
 * `routes` is the route table made from /config.json (see routes.tsx). `hydrating`: the app
 * hydrates a composed page's copy (bootstrap.tsx), so it renders the copy's wrapper too.
 */
export function App({ routes, hydrating = false }: { routes: RouteObject[]; hydrating?: boolean }) {
  // The copy's styles were plain text; the app's own styles are in the page from its first commit.
  useLayoutEffect(() => document.getElementById(PRERENDER_CSS_ID)?.remove(), []);
  const page = <AppRoutes routes={routes} />;
  return (
    <SiteFrame>
      <BrowserRouter>{hydrating ? <HydratedCopy>{page}</HydratedCopy> : page}</BrowserRouter>
    </SiteFrame>
  );
}
