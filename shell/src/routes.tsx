import type { RouteObject } from '@sqw/router';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazy-page';
import { AccessPrompt } from './pages/AccessPrompt';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { RemotePage } from './remotes/RemotePage';
import { REMOTE_ROUTES, type RemoteRoute } from './remotes/remote-routes';
import { memberSiteRoutes, siteRoutes } from './site/routes';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { authRoutes } from './auth/routes';

const PrivacyPolicy = lazyPage(() => import('./pages/legal/documents'), 'PrivacyPolicy');
const TermsOfService = lazyPage(() => import('./pages/legal/documents'), 'TermsOfService');
const Disclaimer = lazyPage(() => import('./pages/legal/documents'), 'Disclaimer');

function remoteElement(r: RemoteRoute) {
  const page = <RemotePage remote={r.remote} module={r.module} area={r.area} />;
  if (r.guard === 'admin') return <RequireAdmin>{page}</RequireAdmin>;
  if (r.guard === 'member') return <RequireAuth>{page}</RequireAuth>;
  return page;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/access-prompt', element: <AccessPrompt /> },
      ...siteRoutes,
      ...memberSiteRoutes.map((r) => ({ ...r, element: <RequireAuth>{r.element}</RequireAuth> })),
      { path: '/privacy-policy', element: <PrivacyPolicy /> },
      { path: '/terms-of-service', element: <TermsOfService /> },
      { path: '/disclaimer', element: <Disclaimer /> },
      ...authRoutes,
      ...REMOTE_ROUTES.map((r) => ({ path: r.path, element: remoteElement(r) })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
