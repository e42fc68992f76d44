import { auth } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import type { AuthContext } from '../context';
import { readBan, readUserByEmail } from '../data/users';
import type { SessionMethod } from '../db';
import { AuthApiError, known } from '../errors';
import { pendingPassword } from '../data/one-time-tokens';
import { passwordMatches } from '../passwords';
import { redeemAuthCode } from '../pkce';
import { mounted } from '../mount';
import { providerDisabled, refuseDisabledProvider } from '../providers';
import { refreshGrant } from '../refresh';
import { startSession } from '../tokens';
import { isBanned } from '../user-view';
import { parseBody } from '../validate';

/** POST /token: the password, refresh_token and pkce grants. */
export function tokenRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, limiter } = ctx;

  // The body is checked here, against the grant's schema, after the grants this server does not offer.
  route(app, mounted(auth.endpoints.token), async (req) => {
    const grant = req.query.grant_type;
    if (grant === 'password') {
      refuseDisabledProvider('token', req.body);
      const { email, password } = parseBody(auth.PasswordGrantBody, req.body);
      await limiter.check(req, 'token', email);
      const user = await readUserByEmail(db, email);
      // An unconfirmed sign-up's password waits on its confirmation token; the right one
      // still hears "confirm first".
      const stored = user && !user.email_confirmed_at && !user.encrypted_password ? await pendingPassword(db, user.id) : user?.encrypted_password;
      // The password is checked first, so a wrong one never reveals whether the account is banned or unconfirmed.
      const ok = await passwordMatches(stored ?? null, password);
      if (!user || !ok) throw known(400, 'invalid_credentials');
      if (isBanned(user)) throw known(400, 'user_banned');
      if (!user.email_confirmed_at) throw known(400, 'email_not_confirmed');
      return db.transaction().execute((trx) => startSession(trx, ctx, user.id, 'password', req));
    }
    if (grant === 'refresh_token') {
      const { refresh_token } = parseBody(auth.RefreshGrantBody, req.body);
      await limiter.check(req, 'refresh');
      return refreshGrant(db, ctx, refresh_token);
    }
    if (grant === 'pkce') {
      const { auth_code, code_verifier } = parseBody(auth.PkceGrantBody, req.body);
      await limiter.check(req, 'token');
      // Consumed in its own statement: a wrong verifier burns the code too.
      const flow = await redeemAuthCode(db, auth_code, code_verifier);
      const user = await readBan(db, flow.user_id);
      if (!user) throw known(404, 'flow_state_not_found');
      if (isBanned(user)) throw known(400, 'user_banned');
      return db.transaction().execute((trx) => startSession(trx, ctx, flow.user_id, flow.authentication_method as SessionMethod, req));
    }
    if (grant === 'id_token') {
      const provider = (req.body as { provider?: unknown } | null)?.provider;
      throw providerDisabled(typeof provider === 'string' ? provider : 'id_token');
    }
    const description = grant ? `Unsupported grant type: ${grant.slice(0, 64)}` : 'Missing grant_type';
    throw new AuthApiError(400, 'validation_failed', description, { error: 'unsupported_grant_type', error_description: description });
  });
}
