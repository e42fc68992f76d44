import { sql, type Kysely } from 'kysely';
import type { auth } from '@sqw/contracts';
import type { AuthDB } from './db';
import { AuthApiError, known } from './errors';
import { factorsOf } from './factors';
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
    const found = await trx.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', hash).executeTakeFirst();
    if (!found) return { error: known(400, 'refresh_token_not_found') };
    // Concurrent refreshes of one session queue on its row.
    const session = await trx.selectFrom('sessions').selectAll().where('id', '=', found.session_id).forUpdate().executeTakeFirst();
    const rt = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!session || !rt) return { error: known(400, 'refresh_token_not_found') };
    // Shared-locked: a role change or ban waits for this token to be signed (and then
    // revokes it), or this waits for the change and signs with the new role.
    const user = await trx.selectFrom('users').selectAll().where('id', '=', session.user_id).forShare().executeTakeFirstOrThrow();
    if (isBanned(user)) return { error: known(400, 'user_banned') };
    const successor = successorOf(ctx, token);

    if (rt.revoked) {
      const newest = await trx
        .selectFrom('refresh_tokens')
        .select(['token_hash', 'revoked'])
        .where('session_id', '=', session.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const interval = ctx.config.REFRESH_TOKEN_REUSE_INTERVAL * 1000;
      const recent = rt.revoked_at !== null && Date.now() - new Date(rt.revoked_at).getTime() <= interval;
      if (!(recent && newest && !newest.revoked && newest.token_hash === sha256(successor))) {
        await trx.deleteFrom('sessions').where('id', '=', session.id).execute();
        return { error: known(400, 'refresh_token_already_used') };
      }
    } else {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked: true, revoked_at: sql<string>`now()` })
        .where('id', '=', rt.id)
        .execute();
      await issueRefreshToken(trx, session.id, Number(rt.id), successor);
    }
    const updated = await trx
      .updateTable('sessions')
      .set({ refreshed_at: sql<string>`now()` })
      .where('id', '=', session.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { session: await sessionBody(ctx, user, updated, successor, await factorsOf(trx, user.id)) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
