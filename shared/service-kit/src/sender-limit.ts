import { createHash } from 'node:crypto';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** RATE_LIMIT_SCALE multiplies every limit: an e2e suite is one address playing many visitors. */
export const rateLimitScale = (): number => Number(process.env.RATE_LIMIT_SCALE ?? 1);

export type SenderLimit = {
  /** Posts one sender (this address with this e-mail) may make in the window. */
  perSender: number;
  /** Posts one address may make in the window, whatever e-mails it gives: the flood ceiling. */
  perAddress: number;
  timeWindow: string;
  /** The body field that names the sender's e-mail. */
  emailField: string;
};

// The e-mail is hashed: the counter table keeps no address, and any bytes a hostile body sends
// (NUL included, which PostgreSQL text refuses) become a plain key, leaving the refusal to the schema.
const senderOf = (req: FastifyRequest, field: string) => {
  const email = (req.body as Record<string, unknown> | null | undefined)?.[field];
  const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return `${req.ip}|${createHash('sha256').update(normalized).digest('base64url')}`;
};

/**
 * Route options that limit a public form per sender: the client address and the e-mail the
 * form gives, together. Many visitors behind one office or carrier address each get their own
 * budget, while the address's ceiling, counted before the body is even read (invalid posts
 * too), still stops one client cycling through e-mails. Both count in the kit's shared store,
 * so replicas share them.
 */
export function senderRateLimit(app: FastifyInstance, route: string, limit: SenderLimit) {
  const scale = rateLimitScale();
  // groupId (read by the plugin, missing from its option types) gives the counter its own name in the store.
  const options: CreateRateLimitOptions & { groupId: string } = {
    max: Math.ceil(limit.perSender * scale),
    timeWindow: limit.timeWindow,
    groupId: `sender:${route}`,
    keyGenerator: (req) => senderOf(req, limit.emailField),
  };
  const check = app.createRateLimit(options);
  return {
    config: { rateLimit: { max: limit.perAddress, timeWindow: limit.timeWindow } },
    // After parsing, before validation: the e-mail is known, and a malformed post still counts.
    preValidation: async (req: FastifyRequest) => {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, 'over_request_rate_limit', 'Too many submissions from this address and email. Please wait before sending another.', undefined, {
          'retry-after': String(result.ttlInSeconds),
        });
      }
    },
  };
}
