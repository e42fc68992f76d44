import { useSession } from '@sqw/platform';
import { PageSpinner } from '@sqw/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@sqw/router';

/** Protected routes: a spinner while the session loads, then /login (remembering where the visitor was). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}

/**
 * /admin: only for the admin role of the verified session. A member is sent to the
 * dashboard before anything of the admin remote is requested; the services decide again.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location, admin: true }} />;
  if (user.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
