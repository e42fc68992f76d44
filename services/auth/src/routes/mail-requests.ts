import { auth } from '@sqw/contracts';
import { enqueueMail, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { AuthContext } from '../context';
import { AuthApiError } from '../errors';
import { confirmationMail, magicLinkMail, recoveryMail } from '../mails';
import { issueOneTimeToken, pendingPassword } from '../one-time-tokens';
import { requestedRedirect, safeRedirect } from '../redirects';
import { findUserByEmail, insertUser } from '../users';
import { isBanned } from '../user-view';
import { pkceParams } from '../pkce';
import { refuseDisabledProvider } from '../providers';
import { sendEmailChange } from '../email-change';
import { parseBody } from '../validate';

/**
 * POST /recover, /otp and /resend: requests for an e-mail with a link and a code. They
 * answer the same `{}` whether or not the address has an account (except /otp with
 * create_user false, which hosted Supabase also refuses), so they cannot be used to find accounts.
 */
export function mailRequestRoutes(app: ZodApp, { db, config, limiter }: AuthContext): void {
  const ttl = config.OTP_TTL;
  const stamp = (trx: typeof db, id: string, column: 'confirmation_sent_at' | 'recovery_sent_at') =>
    trx
      .updateTable('users')
      .set({ [column]: sql<string>`now()` })
      .where('id', '=', id)
      .execute();

  app.post('/recover', { schema: { body: auth.RecoverBody } }, async (req) => {
    const pkce = pkceParams(req.body);
    const { email } = req.body;
    await limiter.check(req, 'recover', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user || isBanned(user)) return;
      const secret = await issueOneTimeToken(trx, user.id, 'recovery', user.email, ttl, { pkce });
      await enqueueMail(trx, recoveryMail({ config, to: user.email, secret, redirectTo }));
      await stamp(trx, user.id, 'recovery_sent_at');
    });
    return {};
  });

  app.post('/otp', async (req) => {
    refuseDisabledProvider('otp', req.body);
    const body = parseBody(auth.OtpBody, req.body);
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
        const secret = await issueOneTimeToken(trx, user.id, 'magiclink', user.email, ttl, { pkce });
        await enqueueMail(trx, magicLinkMail({ config, to: user.email, secret, redirectTo }));
      } else {
        // A first sign-in by e-mail also confirms the address, as a signup confirmation does;
        // it carries no password, so one chosen by an earlier sign-up is dropped.
        const secret = await issueOneTimeToken(trx, user.id, 'confirmation', user.email, ttl, { pkce });
        await enqueueMail(trx, confirmationMail({ config, to: user.email, secret, redirectTo }));
        await stamp(trx, user.id, 'confirmation_sent_at');
      }
    });
    return {};
  });

  app.post('/resend', async (req) => {
    refuseDisabledProvider('resend', req.body);
    const body = parseBody(auth.ResendBody, req.body);
    const pkce = pkceParams(body);
    const { email, type } = body;
    await limiter.check(req, 'resend', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user || isBanned(user)) return;
      if (type === 'signup' && !user.email_confirmed_at) {
        // The same mailbox gets the new link, so the password waiting on the old one moves with it.
        const pendingPasswordHash = await pendingPassword(trx, user.id);
        const secret = await issueOneTimeToken(trx, user.id, 'confirmation', user.email, ttl, { pendingPassword: pendingPasswordHash, pkce });
        await enqueueMail(trx, confirmationMail({ config, to: user.email, secret, redirectTo }));
        await stamp(trx, user.id, 'confirmation_sent_at');
      }
      // Both addresses get a fresh link, and both must confirm again.
      if (type === 'email_change' && user.email_change) await sendEmailChange(trx, config, user, user.email_change, redirectTo, pkce);
    });
    return {};
  });
}
