import { useSession } from '@sqw/platform';
import { PageSpinner } from '@sqw/ui';
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from '@sqw/router';
import { lazyPage } from '../lazy-page';
import { afterSignIn } from './return-to';

// Its own chunk: members never need it, and admins only until their code is verified.
const AdminCodeStep = lazyPage(() => import('./mfa/AdminCodeStep'), 'AdminCodeStep');

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
 * An admin whose session has no second factor yet (aal1) gets the code step first, and the
 * admin remote only once the session is aal2, as every admin route requires.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location, admin: true }} />;
  if (user.role !== 'admin') return <Navigate to="/dashboard" replace />;
  if (user.aal !== 'aal2') return <AdminCodeStep />;
  return <>{children}</>;
}

/**
 * /login and /register: a member who arrives signed in has nothing to do there and is sent on
 * (to `return_to`, the page that asked for sign-in, or the dashboard). Only the session found
 * on arrival counts: a sign-in made on the page itself is followed by the page's own redirect
 * (and the admin portal's role check).
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  const arrivedSignedIn = useRef<boolean | null>(null);
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  arrivedSignedIn.current ??= Boolean(user);
  if (arrivedSignedIn.current && user) {
    const from = (location.state as { from?: { pathname: string; search?: string; hash?: string } } | null)?.from;
    return <Navigate to={afterSignIn(location.search, from)} replace />;
  }
  return <>{children}</>;
}
