import { auth } from '@sqw/contracts';
import { enqueueMail, route, type ZodApp } from '@sqw/service-kit';
import type { AuthContext } from '../context';
import { clearPassword, findUserByEmail, insertUser, stampSent } from '../data/users';
import { AuthApiError } from '../errors';
import { confirmationMail } from '../mails';
import { issueOneTimeToken, type TokenExtras } from '../one-time-tokens';
import { hashNewPassword } from '../passwords';
import { pkceParams } from '../pkce';
import { disabledProviderCheck } from '../providers';
import { mounted } from '../mount';
import { withFullName } from '../metadata';
import { requestedRedirect, safeRedirect } from '../redirects';
import { startSession } from '../tokens';
import { obfuscatedUser, toUser } from '../user-view';

/** POST /signup: e-mail and password, confirmed through a mailed link or code. */
export function signupRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, config, limiter } = ctx;

  // Anonymous and phone sign-ups are providers this server has turned off; say so as GoTrue does.
  route(app, mounted(auth.endpoints.signup), { preValidation: disabledProviderCheck('signup') }, async (req) => {
    const body = req.body;
    const { email, password, data = {} } = body;
    const pkce = pkceParams(body);
    if (config.DISABLE_SIGNUP) throw new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
    await limiter.check(req, 'signup', email);
    // Hashed before looking the address up, so both paths take the same time.
    const passwordHash = await hashNewPassword(password);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));

    return db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, email);
      if (existing) {
        if (config.MAILER_AUTOCONFIRM) throw new AuthApiError(422, 'user_already_exists', auth.AUTH_MESSAGES.user_already_exists);
        const confirmed = existing.email_confirmed_at !== null;
        // The caller has not proven who they are, so an unconfirmed account keeps no earlier
        // password (someone may have signed up with this address first): the new one waits
        // on the confirmation mailed now and is set only if that link or code is used.
        if (!confirmed) {
          await clearPassword(trx, existing.id);
          await sendConfirmation(trx, existing.id, existing.email, redirectTo, { pendingPassword: passwordHash, pkce });
        }
        return obfuscatedUser(email, withFullName({}, data), confirmed);
      }
      if (config.MAILER_AUTOCONFIRM) {
        const user = await insertUser(trx, { email, passwordHash, metadata: data, confirmed: true });
        return startSession(trx, ctx, user.id, 'password', req);
      }
      const user = await insertUser(trx, { email, passwordHash: null, metadata: data });
      const sent = await sendConfirmation(trx, user.id, user.email, redirectTo, { pendingPassword: passwordHash, pkce });
      return toUser(sent);
    });
  });

  async function sendConfirmation(trx: typeof db, userId: string, email: string, redirectTo: string, extras: TokenExtras) {
    const secret = await issueOneTimeToken(trx, userId, 'confirmation', email, config.OTP_TTL, extras);
    await enqueueMail(trx, confirmationMail({ config, to: email, secret, redirectTo }));
    return stampSent(trx, userId, 'confirmation_sent_at');
  }
}
