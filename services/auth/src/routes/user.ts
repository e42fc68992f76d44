import { auth } from '@sqw/contracts';
import { enqueueMail, route, type ZodApp } from '@sqw/service-kit';
import { currentSession, type AuthContext, type SignedIn } from '../context';
import { factorsOf } from '../data/factors';
import { endSessions, setSessionMethod } from '../data/sessions';
import { assertEmailFree, lockUser, touch, updateUser, type UserPatch } from '../data/users';
import { AuthApiError, weakPassword } from '../errors';
import { sendEmailChange } from '../email-change';
import { reauthenticationMail } from '../mails';
import { consumeNonce, issueOneTimeToken } from '../one-time-tokens';
import { hashNewPassword, passwordMatches } from '../passwords';
import { requestedRedirect, safeRedirect } from '../redirects';
import { withFullName } from '../metadata';
import { mounted } from '../mount';
import { toUser } from '../user-view';
import { pkceParams } from '../pkce';
import type { FastifyRequest } from 'fastify';

type UserUpdate = Omit<typeof auth.UserUpdateBody._output, 'app_metadata'>;

/** With SECURE_PASSWORD_CHANGE, a session younger than this may change the password without the nonce. */
const RECENT_SIGN_IN_MS = 24 * 3_600_000;

/** GET /user and PUT /user: the signed-in user reads and edits their own account. */
export function userRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, config, limiter } = ctx;

  // The factors are listed here: supabase-js's mfa.listFactors reads them from GET /user.
  route(app, mounted(auth.endpoints.user), async (req) => {
    const { user } = await currentSession(req, db);
    return toUser(user, await factorsOf(db, user.id));
  });

  route(app, mounted(auth.endpoints.updateUser), async (req) => {
    const signedIn = await currentSession(req, db);
    if (req.body.app_metadata !== undefined) throw new AuthApiError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    const pkce = pkceParams(req.body);
    const passwordHash = req.body.password === undefined ? undefined : await checkNewPassword(req, signedIn, req.body);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));

    return db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, signedIn.user.id);
      if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const patch: UserPatch = {};
      if (req.body.data) patch.user_metadata = JSON.stringify(withFullName(user.user_metadata, req.body.data));
      if (passwordHash) {
        patch.encrypted_password = passwordHash;
        // A recovery or invite link allows one password change without the old one, not more.
        await setSessionMethod(trx, signedIn.session.id, 'password');
        // Whoever knew the old password (or holds a stolen token) is signed out; this device stays.
        await endSessions(trx, user.id, { except: signedIn.session.id });
      }
      let updated = user;
      if (Object.keys(patch).length > 0) {
        updated = await updateUser(trx, user.id, { ...patch, ...touch() });
      }
      const email = req.body.email;
      if (email && email !== user.email) {
        await assertEmailFree(trx, email, user.id);
        updated = await sendEmailChange(trx, config, updated, email, redirectTo, pkce);
      }
      return toUser(updated, await factorsOf(trx, updated.id));
    });
  });

  // GET /reauthenticate: mails a one-time nonce that PUT /user accepts with a new password.
  route(app, mounted(auth.endpoints.reauthenticate), async (req) => {
    const { user } = await currentSession(req, db);
    await limiter.check(req, 'reauthenticate', user.id);
    await db.transaction().execute(async (trx) => {
      const { code } = await issueOneTimeToken(trx, user.id, 'reauthentication', user.email, config.OTP_TTL);
      await enqueueMail(trx, reauthenticationMail(config, user.email, code));
    });
    return {};
  });

  /**
   * A new password needs the current one, verified here (and rate-limited, as a stolen access
   * token must not become a password oracle), or the nonce GET /reauthenticate mailed, except
   * in a session opened by a recovery or invitation link, whose owner has just proven control
   * of the mailbox. With SECURE_PASSWORD_CHANGE, a session older than a day needs the nonce.
   */
  async function checkNewPassword(req: FastifyRequest, { user, session }: SignedIn, body: UserUpdate): Promise<string> {
    const password = body.password as string;
    const problem = auth.passwordProblem(password);
    if (problem) throw weakPassword(problem);
    const linkSession = session.method === 'recovery' || session.method === 'invite';
    const nonce = body.nonce;
    if (!linkSession && nonce) {
      await limiter.check(req, 'password_change', user.id);
      if (!(await consumeNonce(db, user.id, user.email, nonce)))
        throw new AuthApiError(422, 'reauthentication_not_valid', auth.AUTH_MESSAGES.reauthentication_not_valid);
    } else if (!linkSession && config.SECURE_PASSWORD_CHANGE && Date.now() - new Date(session.created_at).getTime() > RECENT_SIGN_IN_MS) {
      throw new AuthApiError(400, 'reauthentication_needed', auth.AUTH_MESSAGES.reauthentication_needed);
    } else if (!linkSession && user.encrypted_password) {
      if (!body.current_password) throw new AuthApiError(400, 'current_password_required', auth.AUTH_MESSAGES.current_password_required);
      await limiter.check(req, 'password_change', user.id);
      if (!(await passwordMatches(user.encrypted_password, body.current_password))) {
        throw new AuthApiError(400, 'current_password_mismatch', auth.AUTH_MESSAGES.current_password_mismatch);
      }
    }
    if (user.encrypted_password && (await passwordMatches(user.encrypted_password, password))) {
      throw new AuthApiError(422, 'same_password', auth.AUTH_MESSAGES.same_password);
    }
    return hashNewPassword(password);
  }
}
