import type { Kysely } from 'kysely';
import type { auth } from '@sqw/contracts';
import type { AuthDB } from './db';
import { AuthApiError, known } from './errors';
import { factorsOf } from './data/factors';
import { findRefreshToken, newestRefreshToken, revokeRefreshToken } from './data/refresh-tokens';
import { deleteSession, lockSession, markRefreshed } from './data/sessions';
import { shareLockUser } from './data/users';
import { issueRefreshToken, sessionBody, sha256, successorOf, type TokenContext } from './tokens';
import { isBanned } from './user-view';

type Outcome = { session: auth.AuthSession } | { error: AuthApiError };

/**
 * The refresh_token grant. Every use rotates the token. A token used a second time means
 * it leaked (or a client misbehaves): the whole session, every token of its family, is
 * revoked, as Supabase Auth does. The one exception, also as there, is a replay within the
 * reuse interval of a token whose successor is still the newest: a client retrying after
 * a lost response (or two tabs racing) gets that same successor again.
 */
export async function refreshGrant(db: Kysely<AuthDB>, ctx: TokenContext, token: string): Promise<auth.AuthSession> {
  const hash = sha256(token);
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const found = await findRefreshToken(trx, hash);
    if (!found) return { error: known(400, 'refresh_token_not_found') };
    // Concurrent refreshes of one session queue on its row; the token is read again once it is ours.
    const session = await lockSession(trx, found.session_id);
    const rt = await findRefreshToken(trx, hash);
    if (!session || !rt) return { error: known(400, 'refresh_token_not_found') };
    // Shared-locked: a role change or ban waits for this token to be signed (and then
    // revokes it), or this waits for the change and signs with the new role.
    const user = await shareLockUser(trx, session.user_id);
    if (!user) return { error: known(400, 'refresh_token_not_found') };
    if (isBanned(user)) return { error: known(400, 'user_banned') };
    const successor = successorOf(ctx, token);

    if (rt.revoked) {
      const newest = await newestRefreshToken(trx, session.id);
      const interval = ctx.config.REFRESH_TOKEN_REUSE_INTERVAL * 1000;
      const recent = rt.revoked_at !== null && Date.now() - new Date(rt.revoked_at).getTime() <= interval;
      if (!(recent && newest && !newest.revoked && newest.token_hash === sha256(successor))) {
        await deleteSession(trx, session.id);
        return { error: known(400, 'refresh_token_already_used') };
      }
    } else {
      await revokeRefreshToken(trx, rt.id);
      await issueRefreshToken(trx, session.id, Number(rt.id), successor);
    }
    const updated = await markRefreshed(trx, session.id);
    return { session: await sessionBody(ctx, user, updated, successor, await factorsOf(trx, user.id)) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
