import { auth } from '@sqw/contracts';
import type { ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { AuthApiError, known } from '../errors';
import { passwordMatches } from '../passwords';
import { refreshGrant } from '../refresh';
import { startSession } from '../tokens';
import { isBanned } from '../user-view';
import { parseBody } from '../validate';

const TokenQuery = z.object({ grant_type: z.string().max(64).optional() });

/** POST /token: the password and refresh_token grants. */
export function tokenRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, limiter } = ctx;

  app.post('/token', { schema: { querystring: TokenQuery } }, async (req) => {
    const grant = req.query.grant_type;
    if (grant === 'password') {
      const { email, password } = parseBody(auth.PasswordGrantBody, req.body);
      await limiter.check(req, 'token', email);
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      // The password is checked first, so a wrong one never reveals whether the account is banned or unconfirmed.
      const ok = await passwordMatches(user?.encrypted_password ?? null, password);
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
    const description = grant ? `Unsupported grant type: ${grant.slice(0, 64)}` : 'Missing grant_type';
    throw new AuthApiError(400, 'validation_failed', description, { error: 'unsupported_grant_type', error_description: description });
  });
}
