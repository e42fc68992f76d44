import type { LiveRoute } from '@sqw/platform';
import type { RouteObject } from '@sqw/router';
import { RequireAdmin, RequireAuth } from '../auth/guards';
import { RemotePage } from './RemotePage';

/**
 * A live route's page: its remote module, behind the route's guard. The guard renders first, so
 * a visitor the guard turns away never causes the remote's code to be requested.
 */
export function remoteRoute(route: LiveRoute): RouteObject {
  const page = <RemotePage remote={route.remote} module={route.module} area={route.title} />;
  if (route.guard === 'admin') return { path: route.path, element: <RequireAdmin>{page}</RequireAdmin> };
  if (route.guard === 'member') return { path: route.path, element: <RequireAuth>{page}</RequireAuth> };
  return { path: route.path, element: page };
}
