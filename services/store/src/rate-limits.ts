import type { FastifyRequest } from 'fastify';

/**
 * The bucket of a request: the verified member (the token's subject), or the address for a
 * visitor. The kit verifies the token in an app-wide hook that runs before this route-level
 * limiter, and refuses an invalid one there. Never a raw header: one token written with
 * different padding, or a fresh token for the same member, must not open a new budget.
 */
export const memberKey = (req: Pick<FastifyRequest, 'principal' | 'ip'>) => (req.principal ? `member:${req.principal.id}` : `ip:${req.ip}`);

/** Route rate limits counted per member rather than per IP, so members behind one address do not share a budget. */
export const perMember = (max: number, timeWindow = '10 minutes') => ({
  rateLimit: { max, timeWindow, keyGenerator: memberKey },
});
