import { sql, type Kysely } from 'kysely';
import { deleteEmailChangeTokens } from './data/one-time-tokens';
import { endSessions } from './data/sessions';
import { assertEmailFree, lockUser, touch, updateUser } from './data/users';
import type { FastifyRequest } from 'fastify';
import type { auth } from '@sqw/contracts';
import type { AuthContext } from './context';
import type { AuthDB, OneTimeTokenType, SessionMethod, UserRow } from './db';
import { known } from './errors';
import { consumeOneTimeToken, type Proof } from './one-time-tokens';
import { issueAuthCode } from './pkce';
import { startSession } from './tokens';
import { isBanned } from './user-view';

export const invalidOtp = () => known(403, 'otp_expired');

export const METHOD: Record<OneTimeTokenType, SessionMethod> = {
  confirmation: 'otp',
  magiclink: 'otp',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
  email_change_current: 'email_change',
  reauthentication: 'otp',
};

/** What redeeming a link or code gives: a session, an auth code (PKCE link), or half of an e-mail change. */
export type Redeemed = { kind: 'session'; session: auth.AuthSession } | { kind: 'code'; code: string } | { kind: 'half_confirmed' };

/**
 * Redeems an e-mail link or code (single use) and signs the user in: the proof of owning
 * the mailbox confirms the address (and sets the password the confirmation was mailed with),
 * and an e-mail change takes effect once both addresses have confirmed. A link opened in a
 * browser (`link`) whose request carried a PKCE challenge yields an auth code instead.
 */
export async function redeem(ctx: AuthContext, type: auth.VerifyType, proof: Proof, req: FastifyRequest, opts: { link?: boolean } = {}): Promise<Redeemed> {
  return ctx.db.transaction().execute(async (trx): Promise<Redeemed> => {
    const token = await consumeOneTimeToken(trx, type, proof);
    if (!token) throw invalidOtp();
    const user = await lockUser(trx, token.user_id);
    if (!user) throw invalidOtp();
    if (isBanned(user)) throw known(403, 'user_banned');
    if (token.token_type === 'email_change' || token.token_type === 'email_change_current') {
      if (!(await confirmEmailChange(trx, user, token.token_type, token.relates_to))) return { kind: 'half_confirmed' };
    } else if (!user.email_confirmed_at) {
      await updateUser(trx, user.id, {
        email_confirmed_at: sql<string>`now()`,
        ...(token.pending_password ? { encrypted_password: token.pending_password } : {}),
        ...touch(),
      });
      // Whatever session the account had before its owner proved the mailbox is not theirs to keep.
      await endSessions(trx, user.id);
    }
    if (opts.link && token.code_challenge && token.code_challenge_method) {
      const pkce = { challenge: token.code_challenge, method: token.code_challenge_method };
      return { kind: 'code', code: await issueAuthCode(trx, user.id, pkce, METHOD[token.token_type]) };
    }
    return { kind: 'session', session: await startSession(trx, ctx, user.id, METHOD[token.token_type], req) };
  });
}

/**
 * Both the current and the new address must confirm an e-mail change, in either order: the
 * first answers false (half confirmed), the second moves the account to the new address.
 * Only the change still pending counts: a link for an address since replaced is void.
 */
async function confirmEmailChange(trx: Kysely<AuthDB>, user: UserRow, kind: 'email_change' | 'email_change_current', address: string): Promise<boolean> {
  const pending = user.email_change;
  const valid = kind === 'email_change' ? pending === address : pending !== null && user.email === address;
  if (!valid || !pending) throw invalidOtp();
  if (user.email_change_confirm_status === 0) {
    await updateUser(trx, user.id, { email_change_confirm_status: 1, ...touch() });
    return false;
  }
  await assertEmailFree(trx, pending, user.id);
  await updateUser(trx, user.id, {
    email: pending,
    email_change: null,
    email_change_sent_at: null,
    email_change_confirm_status: 0,
    email_confirmed_at: sql<string>`now()`,
    ...touch(),
  });
  await deleteEmailChangeTokens(trx, user.id);
  return true;
}
