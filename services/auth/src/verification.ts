import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { auth } from '@sqw/contracts';
import type { AuthContext } from './context';
import type { OneTimeTokenType, SessionMethod } from './db';
import { known } from './errors';
import { consumeOneTimeToken, type Proof } from './one-time-tokens';
import { startSession } from './tokens';
import { assertEmailFree, touch } from './users';
import { isBanned } from './user-view';

export const invalidOtp = () => known(403, 'otp_expired');

const METHOD: Record<OneTimeTokenType, SessionMethod> = {
  confirmation: 'otp',
  magiclink: 'otp',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
};

/**
 * Redeems an e-mail link or code (single use) and signs the user in: the proof of owning
 * the mailbox confirms the address, and an e-mail change takes effect here.
 */
export async function redeem(ctx: AuthContext, type: auth.VerifyType, proof: Proof, req: FastifyRequest): Promise<auth.AuthSession> {
  return ctx.db.transaction().execute(async (trx) => {
    const token = await consumeOneTimeToken(trx, type, proof);
    if (!token) throw invalidOtp();
    const user = await trx.selectFrom('users').selectAll().where('id', '=', token.user_id).forUpdate().executeTakeFirstOrThrow();
    if (isBanned(user)) throw known(403, 'user_banned');
    if (token.token_type === 'email_change') {
      // Only the change still pending: an older link for an address since replaced is void.
      if (user.email_change !== token.relates_to) throw invalidOtp();
      await assertEmailFree(trx, token.relates_to, user.id);
      await trx
        .updateTable('users')
        .set({ email: token.relates_to, email_change: null, email_change_sent_at: null, email_confirmed_at: sql<string>`now()`, ...touch() })
        .where('id', '=', user.id)
        .execute();
    } else if (!user.email_confirmed_at) {
      await trx.updateTable('users').set({ email_confirmed_at: sql<string>`now()`, ...touch() }).where('id', '=', user.id).execute();
    }
    return startSession(trx, ctx, user.id, METHOD[token.token_type], req);
  });
}
