import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { AccessPrompt } from './pages/AccessPrompt';
import { Landing } from './pages/Landing';
import { disclaimer } from './pages/legal/disclaimer';
import { LegalPage } from './pages/legal/LegalPage';
import { privacyPolicy } from './pages/legal/privacy';
import { termsOfService } from './pages/legal/terms';
import { NotFound } from './pages/NotFound';
import { RouteError } from './pages/RouteError';
import { RemotePage } from './remotes/RemotePage';
import { REMOTE_ROUTES, type RemoteRoute } from './remotes/remote-routes';
import { memberSiteRoutes, siteRoutes } from './site/routes';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { authRoutes } from './auth/routes';

function remoteElement(r: RemoteRoute) {
  const page = <RemotePage remote={r.remote} module={r.module} area={r.area} />;
  if (r.guard === 'admin') return <RequireAdmin>{page}</RequireAdmin>;
  if (r.guard === 'member') return <RequireAuth>{page}</RequireAuth>;
  return page;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/access-prompt', element: <AccessPrompt /> },
      ...siteRoutes,
      ...memberSiteRoutes.map((r) => ({ ...r, element: <RequireAuth>{r.element}</RequireAuth> })),
      { path: '/privacy-policy', element: <LegalPage doc={privacyPolicy} /> },
      { path: '/terms-of-service', element: <LegalPage doc={termsOfService} /> },
      { path: '/disclaimer', element: <LegalPage doc={disclaimer} /> },
      ...authRoutes,
      ...REMOTE_ROUTES.map((r) => ({ path: r.path, element: remoteElement(r) })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
