import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, tooManyRequests } from './errors';
import type { KitTables } from './kit-tables';
import { hitCounter } from './rate-limit-store';

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
 * budget, while the address's ceiling, counted on every post whatever e-mail it names (invalid
 * posts too), still stops one client cycling through e-mails. Both count in the kit's shared
 * store, so replicas share them, and in one statement, so a post waits on one round trip.
 */
export function senderRateLimit<DB extends KitTables>(db: Kysely<DB>, route: string, limit: SenderLimit) {
  const scale = rateLimitScale();
  const windowMs = parseWindow(limit.timeWindow);
  const perAddress = Math.ceil(limit.perAddress * scale);
  const perSender = Math.ceil(limit.perSender * scale);
  const countHits = hitCounter(db);
  return {
    // After parsing, before validation: the e-mail is known, and a malformed post still counts.
    preValidation: async (req: FastifyRequest) => {
      const [address, sender] = await countHits([
        { key: `address:${route}-${req.ip}`, windowMs },
        { key: `sender:${route}-${senderOf(req, limit.emailField)}`, windowMs },
      ]);
      if (address!.current > perAddress) throw tooMany(address!, tooManyRequests(seconds(address!)));
      if (sender!.current > perSender) throw tooMany(sender!, 'Too many submissions from this address and email. Please wait before sending another.');
    },
  };
}

const seconds = (counted: { ttl: number }) => Math.max(1, Math.ceil(counted.ttl / 1000));

const tooMany = (counted: { ttl: number }, message: string) =>
  new AppError(429, 'over_request_rate_limit', message, undefined, { 'retry-after': String(seconds(counted)) });

/** '10 minutes', '1 hour', '30 seconds' (the rate-limit plugin's window words) in milliseconds. */
function parseWindow(window: string): number {
  const m = /^(\d+)\s*(second|minute|hour)s?$/.exec(window.trim());
  if (!m) throw new Error(`Unreadable rate-limit window: ${JSON.stringify(window)}`);
  return Number(m[1]) * { second: 1000, minute: 60_000, hour: 3_600_000 }[m[2] as 'second' | 'minute' | 'hour'];
}
