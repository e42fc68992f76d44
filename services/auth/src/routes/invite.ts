import { auth } from '@sqw/contracts';
import { audit, enqueueMail, route, type ZodApp } from '@sqw/service-kit';
import { currentAdmin, type AuthContext } from '../context';
import { findUserByEmail, insertUser, stampSent } from '../data/users';
import { AuthApiError } from '../errors';
import { inviteMail } from '../mails';
import { issueOneTimeToken } from '../one-time-tokens';
import { mounted } from '../mount';
import { requestedRedirect, safeRedirect } from '../redirects';
import { toUser } from '../user-view';

/**
 * POST /invite (admins only; not under /admin/ because supabase-js calls it here, so the
 * check is explicit): mails a link that signs the person in on the set-password page.
 */
export function inviteRoutes(app: ZodApp, { db, config }: AuthContext): void {
  route(app, mounted(auth.adminEndpoints.invite), async (req) => {
    await currentAdmin(req, db);
    const { email, data } = req.body;
    const redirectTo = safeRedirect(config, requestedRedirect(req.query), new URL('/reset-password', config.SITE_URL).toString());
    return db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, email);
      if (existing?.email_confirmed_at) throw new AuthApiError(422, 'email_exists', auth.AUTH_MESSAGES.email_exists);
      const user = existing ?? (await insertUser(trx, { email, passwordHash: null, metadata: data }));
      const secret = await issueOneTimeToken(trx, user.id, 'invite', user.email, config.OTP_TTL);
      await enqueueMail(trx, inviteMail({ config, to: user.email, secret, redirectTo }));
      const invited = await stampSent(trx, user.id, 'invited_at');
      await audit(trx, req.principal!, 'auth.user.invite', { type: 'user', id: user.id }, { email: user.email });
      return toUser(invited);
    });
  });
}
