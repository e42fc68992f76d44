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
import { memberSiteRoutes, siteRoutes } from './site/routes';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { authRoutes } from './auth/routes';

/** A path served by a remote's exposed module; `guard` says who may open it. */
type RemoteRoute = { path: string; remote: RemoteName; module: string; area: string; guard?: 'member' | 'admin' };

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
  { path: '/guest/infinitrii-nexus', remote: 'store', module: 'CoachingGuestPage', area: 'Coaching' },
  { path: '/infinitrii-nexus', remote: 'store', module: 'CoachingPage', area: 'Coaching', guard: 'member' },
  { path: '/invisible-empire-blueprint', remote: 'store', module: 'BlueprintPage', area: 'The Invisible Empire Blueprint', guard: 'member' },
  { path: '/resources', remote: 'store', module: 'ResourcesPage', area: 'Member Resources', guard: 'member' },
  { path: '/pricing', remote: 'store', module: 'PricingPage', area: 'Membership Plans', guard: 'member' },
  { path: '/dashboard', remote: 'store', module: 'DashboardPage', area: 'Your Dashboard', guard: 'member' },
  { path: '/courses', remote: 'store', module: 'CoursesPage', area: 'Courses', guard: 'member' },
  { path: '/courses/:slug/*', remote: 'store', module: 'CoursePage', area: 'Course', guard: 'member' },
  { path: '/sessions', remote: 'store', module: 'SessionsPage', area: 'Coaching Sessions', guard: 'member' },
  { path: '/admin/*', remote: 'admin', module: 'AdminApp', area: 'Admin', guard: 'admin' },
];

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
