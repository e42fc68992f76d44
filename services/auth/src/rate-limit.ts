import { sql, type Kysely } from 'kysely';
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
    const expired = sql<boolean>`r.window_start <= now() - make_interval(secs => ${window})`;
    const { rows } = await sql<{ hits: number; retry_after: number }>`
      insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when ${expired} then 1 else r.hits + 1 end,
        window_start = case when ${expired} then now() else r.window_start end
      returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${window}) - now())))::int as retry_after`.execute(db);
    const row = rows[0];
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
    async prune(): Promise<void> {
      await db
        .deleteFrom('rate_limits')
        .where('window_start', '<', sql<string>`now() - make_interval(secs => ${window * 2})`)
        .execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
