import { auth } from '@sqw/contracts';
import { enqueueMail, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { currentSession, type AuthContext, type SignedIn } from '../context';
import type { AuthDB } from '../db';
import { AuthApiError, weakPassword } from '../errors';
import { emailChangeMail, emailChangeNoticeMail } from '../mails';
import { issueOneTimeToken } from '../one-time-tokens';
import { hashNewPassword, passwordMatches } from '../passwords';
import { requestedRedirect, safeRedirect } from '../redirects';
import { assertEmailFree, endSessions, touch, withFullName } from '../users';
import { toUser } from '../user-view';
import { refusePkce } from '../validate';
import type { UpdateObject } from 'kysely';
import type { FastifyRequest } from 'fastify';

type UserUpdate = Omit<typeof auth.UserUpdateBody._output, 'app_metadata'>;

/** GET /user and PUT /user: the signed-in user reads and edits their own account. */
export function userRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, config, limiter } = ctx;

  app.get('/user', { schema: { response: { 200: auth.AuthUser } } }, async (req) => toUser((await currentSession(req, db)).user));

  app.put('/user', { schema: { body: auth.UserUpdateBody, response: { 200: auth.AuthUser } } }, async (req) => {
    const signedIn = await currentSession(req, db);
    if (req.body.app_metadata !== undefined) throw new AuthApiError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    refusePkce(req.body);
    const passwordHash = req.body.password === undefined ? undefined : await checkNewPassword(req, signedIn, req.body);
    const redirectTo = safeRedirect(config, requestedRedirect(req.query));

    return db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', signedIn.user.id).forUpdate().executeTakeFirstOrThrow();
      const patch: UpdateObject<AuthDB, 'users'> = {};
      if (req.body.data) patch.user_metadata = JSON.stringify(withFullName(user.user_metadata, req.body.data));
      if (passwordHash) {
        patch.encrypted_password = passwordHash;
        // A recovery or invite link allows one password change without the old one, not more.
        await trx.updateTable('sessions').set({ method: 'password' }).where('id', '=', signedIn.session.id).execute();
        // Whoever knew the old password (or holds a stolen token) is signed out; this device stays.
        await endSessions(trx, user.id, { except: signedIn.session.id });
      }
      const email = req.body.email;
      if (email && email !== user.email) {
        await assertEmailFree(trx, email, user.id);
        const secret = await issueOneTimeToken(trx, user.id, 'email_change', email, config.OTP_TTL);
        await enqueueMail(trx, emailChangeMail({ config, to: email, secret, redirectTo }));
        await enqueueMail(trx, emailChangeNoticeMail(user.email, email));
        patch.email_change = email;
        patch.email_change_sent_at = sql<string>`now()`;
      }
      if (Object.keys(patch).length === 0) return toUser(user);
      const updated = await trx.updateTable('users').set({ ...patch, ...touch() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
      return toUser(updated);
    });
  });

  /**
   * A new password needs the current one, verified here (and rate-limited, as a stolen access
   * token must not become a password oracle), except in a session opened by a recovery or
   * invitation link, whose owner has just proven control of the mailbox.
   */
  async function checkNewPassword(req: FastifyRequest, { user, session }: SignedIn, body: UserUpdate): Promise<string> {
    const password = body.password as string;
    const problem = auth.passwordProblem(password);
    if (problem) throw weakPassword(problem);
    const linkSession = session.method === 'recovery' || session.method === 'invite';
    if (!linkSession && user.encrypted_password) {
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
