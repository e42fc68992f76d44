import type { RouteObject } from '@sqw/router';
import { lazyPage } from '../lazy-page';
import { RedirectSignedIn, RequireAuth } from './guards';

const AccountPage = lazyPage(() => import('./account/AccountPage'), 'AccountPage');
const CallbackPage = lazyPage(() => import('./CallbackPage'), 'CallbackPage');
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage');

/** Sign-in, registration, password and account pages: the shell owns identity. */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <RedirectSignedIn>
        <LoginPage />
      </RedirectSignedIn>
    ),
  },
  {
    path: '/register',
    element: (
      <RedirectSignedIn>
        <RegisterPage />
      </RedirectSignedIn>
    ),
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/callback', element: <CallbackPage /> },
  {
    path: '/account',
    element: (
      <RequireAuth>
        <AccountPage />
      </RequireAuth>
    ),
  },
];
