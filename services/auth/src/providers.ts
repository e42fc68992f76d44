import type { FastifyRequest } from 'fastify';
import { AuthApiError } from './errors';

type Body = Record<string, unknown> | null | undefined;
const has = (body: Body, key: string) => typeof body?.[key] === 'string' && (body[key] as string) !== '';

/**
 * Providers this server has turned off (anonymous users, phone, OAuth): requests for them are
 * answered with GoTrue's codes for a disabled provider, so a supabase-js app can tell "not
 * offered here" from a typo in an address.
 */
export function refuseDisabledProvider(endpoint: 'signup' | 'otp' | 'token' | 'resend', raw: unknown): void {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : null;
  if (body && body.email !== undefined && body.email !== '') return;
  if (has(body, 'phone')) {
    if (endpoint === 'signup') throw new AuthApiError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (endpoint === 'token') throw new AuthApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    throw new AuthApiError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  // Neither an address nor a number is what signInAnonymously sends.
  if (endpoint === 'signup') {
    throw new AuthApiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
}

/** Sign-in with an OAuth or OIDC provider: none is enabled on this server. */
export const providerDisabled = (provider: string) =>
  new AuthApiError(400, 'provider_disabled', `Unsupported provider: provider ${JSON.stringify(provider.slice(0, 40))} is not enabled`);

/**
 * The same refusal as a route's preValidation hook, so it comes before the body's schema (which
 * asks for an e-mail these requests do not have). A request without a body is checked as `{}`.
 */
export const disabledProviderCheck = (endpoint: 'signup' | 'otp' | 'resend') => async (req: FastifyRequest) => {
  req.body ??= {};
  refuseDisabledProvider(endpoint, req.body);
};
