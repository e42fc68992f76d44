import type { Kysely } from 'kysely';
import { hitCounter, pruneCounters } from './data/rate-limits';
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from './config';
import type { AuthDB } from './db';
import { AuthApiError } from './errors';

export type LimitedAction =
  | 'signup'
  | 'token'
  | 'refresh'
  | 'recover'
  | 'verify'
  | 'otp'
  | 'resend'
  | 'password_change'
  | 'reauthenticate'
  | 'generate_link'
  | 'mfa_challenge'
  | 'mfa_verify';

/**
 * Fixed-window counters kept in PostgreSQL, so every replica shares them and a restart
 * does not reset them. Counts by client IP and, where the request names one, by address.
 */
export function rateLimiter(db: Kysely<AuthDB>, config: AuthConfig) {
  const window = config.RATE_LIMIT_WINDOW_SECONDS;

  async function hit(key: string, max: number): Promise<void> {
    const row = await hitCounter(db, key, window);
    if (row && row.hits > max) {
      const after = String(Math.max(1, row.retry_after));
      throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': after });
    }
  }

  return {
    /** Counts one attempt of `action`; throws 429 with Retry-After once the IP or the address is over its limit. */
    async check(req: FastifyRequest, action: LimitedAction, address?: string): Promise<void> {
      const perIp = action === 'refresh' ? config.RATE_LIMIT_REFRESH_PER_IP : config.RATE_LIMIT_PER_IP;
      await hit(`${action}:ip:${req.ip}`, perIp);
      if (address) await hit(`${action}:addr:${address.toLowerCase()}`, config.RATE_LIMIT_PER_ADDRESS);
    },
    /** Drops counters whose window has long passed; called now and then so the table stays small. */
    prune: () => pruneCounters(db, window),
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
