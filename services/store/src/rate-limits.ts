/**
 * Route rate limits counted per signed-in session rather than per IP, so members behind
 * one address do not share a budget. The limiter runs before the token is verified;
 * a made-up token gets its own bucket but is refused by authentication anyway.
 */
export const perMember = (max: number, timeWindow = '10 minutes') => ({
  rateLimit: { max, timeWindow, keyGenerator: (req: { headers: { authorization?: string }; ip: string }) => req.headers.authorization ?? req.ip },
});
