import { GlobalStyle, theme } from '@sqw/ui';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from '@sqw/router';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { PRERENDER_CSS_ID } from './prerender/gate';

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

/** `routes` is the route table made from /config.json (see routes.tsx). */
export function App({ routes }: { routes: RouteObject[] }) {
  // React replaces the prerendered copy of the home page in its first commit; its styles go
  // in the same frame, before the browser paints again.
  useLayoutEffect(() => document.getElementById(PRERENDER_CSS_ID)?.remove(), []);
  return (
    <SiteFrame>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </SiteFrame>
  );
}
