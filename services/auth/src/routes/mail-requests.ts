import { auth } from '@sqw/contracts';
import { enqueueMail, route, type Mail, type ZodApp } from '@sqw/service-kit';
import type { Transaction } from 'kysely';
import type { AuthContext } from '../context';
import { pendingPassword } from '../data/one-time-tokens';
import { findUserByEmail, insertUser, stampSent } from '../data/users';
import { AuthApiError } from '../errors';
import type { AuthDB, OneTimeTokenType } from '../db';
import { confirmationMail, magicLinkMail, recoveryMail, type MailInput } from '../mails';
import { mounted } from '../mount';
import { issueOneTimeToken, type TokenExtras } from '../one-time-tokens';
import { requestedRedirect, safeRedirect } from '../redirects';
import { isBanned } from '../user-view';
import { pkceParams } from '../pkce';
import { disabledProviderCheck } from '../providers';
import { sendEmailChange } from '../email-change';

/**
 * POST /recover, /otp and /resend: requests for an e-mail with a link and a code. They
 * answer the same `{}` whether or not the address has an account (except /otp with
 * create_user false, which hosted Supabase also refuses), so they cannot be used to find accounts.
 */
export function mailRequestRoutes(app: ZodApp, { db, config, limiter }: AuthContext): void {
  /** Issues the user a one-time link and code of `type` and mails them, in the caller's transaction. */
  const mailSecret = async (
    trx: Transaction<AuthDB>,
    user: { id: string; email: string },
    type: OneTimeTokenType,
    mail: (input: MailInput) => Mail,
    redirectTo: string,
    extras: TokenExtras,
  ) => {
    const secret = await issueOneTimeToken(trx, user.id, type, user.email, config.OTP_TTL, extras);
    await enqueueMail(trx, mail({ config, to: user.email, secret, redirectTo }));
  };

  route(app, mounted(auth.endpoints.recover), async (req) => {
    const pkce = pkceParams(req.body);
    const { email } = req.body;
    await limiter.check(req, 'recover', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user || isBanned(user)) return;
      await mailSecret(trx, user, 'recovery', recoveryMail, redirectTo, { pkce });
      await stampSent(trx, user.id, 'recovery_sent_at');
    });
    return {};
  });

  route(app, mounted(auth.endpoints.otp), { preValidation: disabledProviderCheck('otp') }, async (req) => {
    const body = req.body;
    const pkce = pkceParams(body);
    const { email, data, create_user = true } = body;
    await limiter.check(req, 'otp', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      let user = await findUserByEmail(trx, email);
      if (!user) {
        if (!create_user || config.DISABLE_SIGNUP) throw new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await insertUser(trx, { email, passwordHash: null, metadata: data });
      }
      if (isBanned(user)) return;
      if (user.email_confirmed_at) {
        await mailSecret(trx, user, 'magiclink', magicLinkMail, redirectTo, { pkce });
      } else {
        // A first sign-in by e-mail also confirms the address, as a signup confirmation does;
        // it carries no password, so one chosen by an earlier sign-up is dropped.
        await mailSecret(trx, user, 'confirmation', confirmationMail, redirectTo, { pkce });
        await stampSent(trx, user.id, 'confirmation_sent_at');
      }
    });
    return {};
  });

  route(app, mounted(auth.endpoints.resend), { preValidation: disabledProviderCheck('resend') }, async (req) => {
    const body = req.body;
    const pkce = pkceParams(body);
    const { email, type } = body;
    await limiter.check(req, 'resend', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user || isBanned(user)) return;
      if (type === 'signup' && !user.email_confirmed_at) {
        // The same mailbox gets the new link, so the password waiting on the old one moves with it.
        await mailSecret(trx, user, 'confirmation', confirmationMail, redirectTo, { pendingPassword: await pendingPassword(trx, user.id), pkce });
        await stampSent(trx, user.id, 'confirmation_sent_at');
      }
      // Both addresses get a fresh link, and both must confirm again.
      if (type === 'email_change' && user.email_change) await sendEmailChange(trx, config, user, user.email_change, redirectTo, pkce);
    });
    return {};
  });
}
