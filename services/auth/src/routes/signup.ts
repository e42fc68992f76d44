import { auth } from '@sqw/contracts';
import { enqueueMail, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { AuthContext } from '../context';
import { AuthApiError } from '../errors';
import { confirmationMail } from '../mails';
import { issueOneTimeToken } from '../one-time-tokens';
import { hashNewPassword } from '../passwords';
import { requestedRedirect, safeRedirect } from '../redirects';
import { startSession } from '../tokens';
import { findUserByEmail, insertUser, withFullName } from '../users';
import { obfuscatedUser, toUser } from '../user-view';
import { refusePkce } from '../validate';

/** POST /signup: e-mail and password, confirmed through a mailed link or code. */
export function signupRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, config, limiter } = ctx;

  app.post('/signup', { schema: { body: auth.SignupBody } }, async (req) => {
    const { email, password, data = {} } = req.body;
    refusePkce(req.body);
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
        // Nothing about the existing account changes (the caller has not proven who they are);
        // an unconfirmed one gets its confirmation mail again.
        if (!confirmed) await sendConfirmation(trx, existing.id, existing.email, redirectTo);
        return obfuscatedUser(email, withFullName({}, data), confirmed);
      }
      const user = await insertUser(trx, { email, passwordHash, metadata: data, confirmed: config.MAILER_AUTOCONFIRM });
      if (config.MAILER_AUTOCONFIRM) return startSession(trx, ctx, user.id, 'password', req);
      const sent = await sendConfirmation(trx, user.id, user.email, redirectTo);
      return toUser(sent);
    });
  });

  async function sendConfirmation(trx: typeof db, userId: string, email: string, redirectTo: string) {
    const secret = await issueOneTimeToken(trx, userId, 'confirmation', email, config.OTP_TTL);
    await enqueueMail(trx, confirmationMail({ config, to: email, secret, redirectTo }));
    return trx
      .updateTable('users')
      .set({ confirmation_sent_at: sql<string>`now()` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
