import { GlobalStyle, theme, useHydrated } from '@sqw/ui';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from '@sqw/router';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { releaseCopyStyles } from './prerender/copy-styles';
import { HYDRATED_ATTR, PRERENDERED_ATTR } from './prerender/gate';

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
 * The element a composed page's copy sits in, rendered as it is while the app hydrates the copy.
 * A plain box: the copy's forms keep themselves off until then (@sqw/ui's Form). `data-hydrated`
 * says the app has taken the copy over.
 */
function HydratedCopy({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <div {...{ [PRERENDERED_ATTR]: '', [HYDRATED_ATTR]: hydrated ? '' : undefined }}>{children}</div>;
}

/**
 * `routes` is the route table made from /config.json (see routes.tsx). `hydrating`: the app
 * hydrates a composed page's copy (bootstrap.tsx), so it renders the copy's wrapper too.
 */
export function App({ routes, hydrating = false }: { routes: RouteObject[]; hydrating?: boolean }) {
  // The app's own styles are in the page from its first commit: the copy's go, once what the
  // hydration adopted of them has moved into the app's sheet.
  useLayoutEffect(() => void releaseCopyStyles(), []);
  const page = <AppRoutes routes={routes} />;
  return (
    <SiteFrame>
      <BrowserRouter>{hydrating ? <HydratedCopy>{page}</HydratedCopy> : page}</BrowserRouter>
    </SiteFrame>
  );
}
