import type { AuthError } from '@sqw/platform';

/** The backend's message, made friendlier where the library's wording is terse. */
export function authErrorMessage(error: AuthError | Error): string {
  const code = (error as AuthError).code;
  if (code === 'email_not_confirmed') return 'Please confirm your e-mail address first: use the link we sent you, or resend it below.';
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') return 'Too many attempts. Please wait a minute and try again.';
  if ((error as AuthError).status === 0 || error.name === 'AuthRetryableFetchError') return 'We could not reach the sign-in service. Please try again in a moment.';
  return error.message || 'An unexpected error occurred';
}
