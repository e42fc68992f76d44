import type { AuthError } from '@sqw/platform';
import { authErrorMessage } from '../auth-errors';

const MESSAGES: Record<string, string> = {
  mfa_verification_failed: 'That code was not accepted. Type the 6-digit code your authenticator app shows now (each code works once).',
  mfa_challenge_expired: 'That attempt expired. Type the code your authenticator app shows now.',
  mfa_factor_not_found: 'Your authenticator was removed. Reload the page to set it up again.',
  mfa_ip_address_mismatch: 'Your network changed during sign-in. Please type the code again.',
};

/** What the code step says when the auth service refuses a code or an enrolment. */
export function mfaErrorMessage(error: AuthError | Error): string {
  const code = (error as AuthError).code;
  return (code && MESSAGES[code]) || authErrorMessage(error);
}
