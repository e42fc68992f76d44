import type { LiveRoute } from '@sqw/platform';
import type { RouteObject } from '@sqw/router';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazy-page';
import { AccessPrompt } from './pages/AccessPrompt';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { remoteRoute } from './remotes/remote-route';
import { memberSiteRoutes, siteRoutes } from './site/routes';
import { RequireAuth } from './auth/guards';
import { authRoutes } from './auth/routes';

const PrivacyPolicy = lazyPage(() => import('./pages/legal/documents'), 'PrivacyPolicy');
const TermsOfService = lazyPage(() => import('./pages/legal/documents'), 'TermsOfService');
const Disclaimer = lazyPage(() => import('./pages/legal/documents'), 'Disclaimer');

/** The shell's own pages, listed for the release gate in shell/routes.json (a test keeps the two equal). */
export const shellPages: RouteObject[] = [
  { path: '/', element: <Landing /> },
  { path: '/access-prompt', element: <AccessPrompt /> },
  ...siteRoutes,
  ...memberSiteRoutes.map((r) => ({ ...r, element: <RequireAuth>{r.element}</RequireAuth> })),
  { path: '/privacy-policy', element: <PrivacyPolicy /> },
  { path: '/terms-of-service', element: <TermsOfService /> },
  { path: '/disclaimer', element: <Disclaimer /> },
  ...authRoutes,
];

const shellPaths = new Set(shellPages.map((r) => r.path));

/**
 * The site's route table from the live routes of /config.json: the shell's pages, then each
 * remote's, then the 404. A path the shell serves stays the shell's, whatever a release claims.
 */
export function routeTable(live: LiveRoute[]): { routes: RouteObject[]; remoteRoutes: LiveRoute[] } {
  const remoteRoutes = live.filter((r) => {
    if (!shellPaths.has(r.path)) return true;
    console.warn(`[routes] ${r.path} is a page of the shell; the ${r.remote} remote's claim to it is ignored.`);
    return false;
  });
  const routes: RouteObject[] = [
    {
      element: <Layout />,
      children: [...shellPages, ...remoteRoutes.map(remoteRoute), { path: '*', element: <NotFound /> }],
    },
  ];
  return { routes, remoteRoutes };
}
