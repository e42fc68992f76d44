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
import type { RemoteName } from '@sqw/platform';
import { siteRoutes } from './site/routes';

/** A path served by a remote's exposed module. */
type RemoteRoute = { path: string; remote: RemoteName; module: string; area: string };

/**
 * Every path a remote owns. The shell owns this table; each remote exposes the modules
 * named here (see README "Adding a remote").
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/sqw-hall', remote: 'hall', module: 'HallPage', area: 'The SQW Hall' },
  { path: '/web-essentials', remote: 'webEssentials', module: 'WebEssentialsPage', area: 'Web Essentials' },
  { path: '/sovereign-skies', remote: 'media', module: 'SovereignSkiesPage', area: 'Sovereign Skies' },
  { path: '/products', remote: 'store', module: 'ProductsPage', area: 'Products' },
  { path: '/guest/products', remote: 'store', module: 'DigitalProductsPage', area: 'Digital Products' },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/access-prompt', element: <AccessPrompt /> },
      ...siteRoutes,
      { path: '/privacy-policy', element: <LegalPage doc={privacyPolicy} /> },
      { path: '/terms-of-service', element: <LegalPage doc={termsOfService} /> },
      { path: '/disclaimer', element: <LegalPage doc={disclaimer} /> },
      ...REMOTE_ROUTES.map((r) => ({ path: r.path, element: <RemotePage remote={r.remote} module={r.module} area={r.area} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
