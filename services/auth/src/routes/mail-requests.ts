import { auth } from '@sqw/contracts';
import { enqueueMail, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { AuthContext } from '../context';
import { AuthApiError } from '../errors';
import { confirmationMail, emailChangeMail, magicLinkMail, recoveryMail } from '../mails';
import { issueOneTimeToken } from '../one-time-tokens';
import { requestedRedirect, safeRedirect } from '../redirects';
import { findUserByEmail, insertUser } from '../users';
import { isBanned } from '../user-view';
import { refusePkce } from '../validate';

/**
 * POST /recover, /otp and /resend: requests for an e-mail with a link and a code. They
 * answer the same `{}` whether or not the address has an account (except /otp with
 * create_user false, which hosted Supabase also refuses), so they cannot be used to find accounts.
 */
export function mailRequestRoutes(app: ZodApp, { db, config, limiter }: AuthContext): void {
  const ttl = config.OTP_TTL;
  const stamp = (trx: typeof db, id: string, column: 'confirmation_sent_at' | 'recovery_sent_at') =>
    trx.updateTable('users').set({ [column]: sql<string>`now()` }).where('id', '=', id).execute();

  app.post('/recover', { schema: { body: auth.RecoverBody } }, async (req) => {
    refusePkce(req.body);
    const { email } = req.body;
    await limiter.check(req, 'recover', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user || isBanned(user)) return;
      const secret = await issueOneTimeToken(trx, user.id, 'recovery', user.email, ttl);
      await enqueueMail(trx, recoveryMail({ config, to: user.email, secret, redirectTo }));
      await stamp(trx, user.id, 'recovery_sent_at');
    });
    return {};
  });

  app.post('/otp', { schema: { body: auth.OtpBody } }, async (req) => {
    refusePkce(req.body);
    const { email, data, create_user = true } = req.body;
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
        const secret = await issueOneTimeToken(trx, user.id, 'magiclink', user.email, ttl);
        await enqueueMail(trx, magicLinkMail({ config, to: user.email, secret, redirectTo }));
      } else {
        // A first sign-in by e-mail also confirms the address, as a signup confirmation does.
        const secret = await issueOneTimeToken(trx, user.id, 'confirmation', user.email, ttl);
        await enqueueMail(trx, confirmationMail({ config, to: user.email, secret, redirectTo }));
        await stamp(trx, user.id, 'confirmation_sent_at');
      }
    });
    return {};
  });

  app.post('/resend', { schema: { body: auth.ResendBody } }, async (req) => {
    refusePkce(req.body);
    const { email, type } = req.body;
    await limiter.check(req, 'resend', email);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));
    await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user || isBanned(user)) return;
      if (type === 'signup' && !user.email_confirmed_at) {
        const secret = await issueOneTimeToken(trx, user.id, 'confirmation', user.email, ttl);
        await enqueueMail(trx, confirmationMail({ config, to: user.email, secret, redirectTo }));
        await stamp(trx, user.id, 'confirmation_sent_at');
      }
      if (type === 'email_change' && user.email_change) {
        const secret = await issueOneTimeToken(trx, user.id, 'email_change', user.email_change, ttl);
        await enqueueMail(trx, emailChangeMail({ config, to: user.email_change, secret, redirectTo }));
      }
    });
    return {};
  });
}
