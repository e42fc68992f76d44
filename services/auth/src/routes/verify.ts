import { auth } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import type { AuthContext } from '../context';
import { AuthApiError } from '../errors';
import { mounted } from '../mount';
import { safeRedirect } from '../redirects';
import { invalidOtp, redeem } from '../verification';

/** A redirect target with `params` as its fragment, where supabase-js's detectSessionInUrl reads them. */
function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/** GET /verify (the e-mail link, opened in a browser) and POST /verify (a typed code or a token hash). */
export function verifyRoutes(app: ZodApp, ctx: AuthContext): void {
  const { config, limiter } = ctx;

  route(app, mounted(auth.endpoints.verifyLink), { config: { public: true } }, async (req, reply) => {
    const { token, redirect_to } = req.query;
    const type = auth.VerifyType.safeParse(req.query.type);
    const fallback = type.data === 'invite' ? new URL('/reset-password', config.SITE_URL).toString() : config.SITE_URL;
    const target = safeRedirect(config, redirect_to, fallback);
    try {
      await limiter.check(req, 'verify');
      if (!type.success || !token) throw invalidOtp();
      const redeemed = await redeem(ctx, type.data, { tokenHash: token }, req, { link: true });
      if (redeemed.kind === 'half_confirmed') return reply.redirect(withFragment(target, { message: auth.EMAIL_CHANGE_HALF_CONFIRMED }), 303);
      if (redeemed.kind === 'code') {
        // The PKCE flow: the code goes in the query, for exchangeCodeForSession with the verifier the client kept.
        const url = new URL(target);
        url.searchParams.set('code', redeemed.code);
        return reply.redirect(url.toString(), 303);
      }
      const session = redeemed.session;
      const fragment = {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: type.data,
      };
      return reply.redirect(withFragment(target, fragment), 303);
    } catch (err) {
      if (!(err instanceof AuthApiError)) throw err;
      const description = err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message;
      const fragment = { error: err.statusCode === 429 ? 'too_many_requests' : 'access_denied', error_code: err.code, error_description: description };
      return reply.redirect(withFragment(target, fragment), 303);
    }
  });

  route(app, mounted(auth.endpoints.verify), async (req) => {
    const { type, email, token, token_hash } = req.body;
    await limiter.check(req, 'verify', email);
    const redeemed = await redeem(ctx, type, token_hash ? { tokenHash: token_hash } : { email, code: token }, req);
    if (redeemed.kind === 'session') return redeemed.session;
    // A typed code never yields a PKCE auth code (only a link opened in a browser does); this is the half-confirmed change.
    return { msg: auth.EMAIL_CHANGE_HALF_CONFIRMED, code: '200' };
  });
}
