import { auth } from '@sqw/contracts';
import { audit, route, type ZodApp } from '@sqw/service-kit';
import { currentAdmin, type AuthContext } from '../context';
import { assertEmailFree, findUserByEmail, insertUser, stampSent } from '../data/users';
import type { OneTimeTokenType } from '../db';
import { issueEmailChange } from '../email-change';
import { AuthApiError, userNotFound, validationFailed } from '../errors';
import { verifyLink } from '../mails';
import { issueOneTimeToken, type OneTimeSecret } from '../one-time-tokens';
import { hashNewPassword } from '../passwords';
import { mounted } from '../mount';
import { requestedRedirect, safeRedirect } from '../redirects';
import { toUser } from '../user-view';

const emailExists = () => new AuthApiError(422, 'email_exists', auth.AUTH_MESSAGES.email_exists);

/**
 * POST /admin/generate_link (auth.admin.generateLink): the link and code an e-mail would
 * carry, returned to the admin instead of mailed, with the user (created for signup, invite
 * and magiclink when the address has no account). Nothing is sent.
 */
export function generateLinkRoutes(app: ZodApp, { db, config }: AuthContext): void {
  route(app, mounted(auth.adminEndpoints.generateLink), async (req) => {
    await currentAdmin(req, db);
    const b = req.body;
    const fallback = b.type === 'invite' ? new URL('/reset-password', config.SITE_URL).toString() : config.SITE_URL;
    const redirectTo = safeRedirect(config, b.redirect_to ?? b.redirectTo ?? requestedRedirect(req.query), fallback);
    const passwordHash = b.password === undefined ? null : await hashNewPassword(b.password);
    if (b.type === 'signup' && !passwordHash) throw validationFailed('Password is required for signup');
    if ((b.type === 'email_change_current' || b.type === 'email_change_new') && !b.new_email) {
      throw validationFailed('The new email address must be provided for an email change link');
    }

    return db.transaction().execute(async (trx) => {
      let user = await findUserByEmail(trx, b.email);
      let secret: OneTimeSecret;
      let linkType: 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' = 'signup';
      const issue = (kind: OneTimeTokenType, extras = {}) => issueOneTimeToken(trx, user!.id, kind, user!.email, config.OTP_TTL, extras);

      switch (b.type) {
        case 'signup':
          if (user?.email_confirmed_at) throw emailExists();
          user ??= await insertUser(trx, { email: b.email, passwordHash: null, metadata: b.data });
          // As a signup's own mail: the password waits on this confirmation.
          secret = await issue('confirmation', { pendingPassword: passwordHash });
          user = await stampSent(trx, user.id, 'confirmation_sent_at');
          break;
        case 'invite':
          if (user?.email_confirmed_at) throw emailExists();
          user ??= await insertUser(trx, { email: b.email, passwordHash: null, metadata: b.data });
          secret = await issue('invite');
          linkType = 'invite';
          user = await stampSent(trx, user.id, 'invited_at');
          break;
        case 'magiclink':
          user ??= await insertUser(trx, { email: b.email, passwordHash: null, metadata: b.data });
          // An unconfirmed address is confirmed by its first sign-in link.
          secret = await issue(user.email_confirmed_at ? 'magiclink' : 'confirmation');
          linkType = 'magiclink';
          break;
        case 'recovery':
          if (!user) throw userNotFound();
          secret = await issue('recovery');
          linkType = 'recovery';
          user = await stampSent(trx, user.id, 'recovery_sent_at');
          break;
        default: {
          if (!user) throw userNotFound();
          const newEmail = b.new_email as string;
          if (newEmail === user.email) throw emailExists();
          await assertEmailFree(trx, newEmail, user.id);
          const issued = await issueEmailChange(trx, config, user, newEmail);
          secret = b.type === 'email_change_current' ? issued.toCurrent : issued.toNew;
          user = issued.user;
          linkType = 'email_change';
        }
      }
      await audit(trx, req.principal!, 'auth.user.generate_link', { type: 'user', id: user.id }, { email: user.email, link_type: b.type });
      return {
        ...toUser(user),
        action_link: verifyLink(config, linkType, secret, redirectTo),
        email_otp: secret.code,
        hashed_token: secret.linkToken,
        redirect_to: redirectTo,
        verification_type: linkType,
      };
    });
  });
}
