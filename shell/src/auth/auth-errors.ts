import { notifyError, rateLimitMessage, type AuthError } from '@sqw/platform';

/** The backend's message, made friendlier where the library's wording is terse. */
export function authErrorMessage(error: AuthError | Error): string {
  const code = (error as AuthError).code;
  if (code === 'email_not_confirmed') return 'Please confirm your e-mail address first: use the link we sent you, or resend it below.';
  // The platform's auth client words every 429 from its Retry-After (how long to wait).
  if ((error as AuthError).status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit')
    return error.message || rateLimitMessage(null);
  if ((error as AuthError).status === 0 || error.name === 'AuthRetryableFetchError')
    return 'We could not reach the sign-in service. Please try again in a moment.';
  return error.message || 'An unexpected error occurred';
}

/** The auth service refused or could not be reached: its reason as the pages' error toast. */
export function notifyAuthError(error: AuthError | Error): void {
  notifyError(error, 'Error', authErrorMessage(error));
}

// What a sign-in link's error code means to the reader. The address is anyone's to write, so
// the login page shows only these texts, never what the address says.
const CALLBACK_MESSAGES: Record<string, string> = {
  otp_expired: 'This email link is invalid or has expired. Please request a new one.',
  access_denied: 'This sign-in link is no longer valid. Please sign in again or request a new link.',
  too_many_requests: 'Too many attempts. Please wait a minute and try again.',
  over_request_rate_limit: 'Too many attempts. Please wait a minute and try again.',
  user_banned: 'This account is suspended. Please contact us if you think this is a mistake.',
  user_not_found: 'We could not find this account. Please register or sign in again.',
  session_failed: 'We could not complete the sign-in. Please sign in again.',
};
export const CALLBACK_FALLBACK = 'Sign-in could not be completed. Please try again.';

/** The login page's message for the `error` code a sign-in link came back with. */
export function callbackErrorMessage(code: string): string {
  return Object.hasOwn(CALLBACK_MESSAGES, code) ? CALLBACK_MESSAGES[code]! : CALLBACK_FALLBACK;
}
