import type { Kysely } from 'kysely';
import { insufficientAal } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from './config';
import type { AuthDB, SessionRow, UserRow } from './db';
import { AuthApiError, known, noAuthorization } from './errors';
import type { RateLimiter } from './rate-limit';
import type { TokenContext } from './tokens';
import { findSession } from './data/sessions';
import { findUser } from './data/users';
import { isBanned } from './user-view';

/** What every route module of the auth API gets. */
export type AuthContext = TokenContext & { db: Kysely<AuthDB>; limiter: RateLimiter };

export type SignedIn = { user: UserRow; session: SessionRow };

/**
 * The signed-in caller, checked against the database and not only the token: a session that
 * was signed out (any scope) or a deleted user stops working at once, with the codes
 * supabase-js turns into "signed out".
 */
export async function currentSession(req: FastifyRequest, db: Kysely<AuthDB>): Promise<SignedIn> {
  const p = req.principal;
  if (!p) throw noAuthorization();
  const session = p.sessionId ? await findSession(db, p.sessionId) : undefined;
  if (!session || session.user_id !== p.id) throw known(403, 'session_not_found');
  const user = await findUser(db, p.id);
  if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}

/**
 * An admin by the database's word: a demoted or banned admin loses access before their token
 * expires, and a session whose factor was removed is back to aal1 (the kit's guard has
 * already checked the token's own aal claim).
 */
export async function currentAdmin(req: FastifyRequest, db: Kysely<AuthDB>): Promise<SignedIn> {
  const signedIn = await currentSession(req, db);
  if (signedIn.user.role !== 'admin' || isBanned(signedIn.user)) throw new AuthApiError(403, 'not_admin', 'User not allowed');
  if (signedIn.session.aal !== 'aal2') throw insufficientAal();
  return signedIn;
}

export type { AuthConfig };
