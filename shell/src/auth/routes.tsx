import type { RouteObject } from 'react-router-dom';
import { AccountPage } from './account/AccountPage';
import { CallbackPage } from './CallbackPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { RequireAuth } from './guards';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** Sign-in, registration, password and account pages: the shell owns identity. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
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
