import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { auth } from '@sqw/contracts';
import type { AuthConfig } from './config';
import type { AuthDB, SessionMethod, SessionRow, UserRow } from './db';
import { factorsOf } from './data/factors';
import { insertRefreshToken } from './data/refresh-tokens';
import { insertSession } from './data/sessions';
import { stampSignIn } from './data/users';
import type { SigningKeys } from './keys';
import { appMetadata, toUser } from './user-view';

export type TokenContext = { config: AuthConfig; keys: SigningKeys };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An unguessable bearer secret (refresh tokens, e-mail link tokens); only its hash is stored. */
export const opaqueToken = () => randomBytes(32).toString('base64url');

const epoch = (ts: string) => Math.floor(new Date(ts).getTime() / 1000);

/** How the session's owner proved who they are, newest first (GoTrue's amr claim). */
const authenticationMethods = (session: SessionRow) => [
  ...(session.aal === 'aal2' && session.mfa_verified_at ? [{ method: 'totp', timestamp: epoch(session.mfa_verified_at) }] : []),
  { method: session.method, timestamp: epoch(session.created_at) },
];

/** The access token's claims follow Supabase Auth's, so supabase-js, getClaims and the other services read them as they would there. */
async function signAccessToken(ctx: TokenContext, user: UserRow, session: SessionRow) {
  // Services refuse tokens (or their role claim) issued before the user's last revocation,
  // which falls on a whole second; a token issued after it must not look older.
  const validAfter = user.tokens_valid_after ? Date.parse(user.tokens_valid_after) / 1000 : 0;
  const iat = Math.max(Math.floor(Date.now() / 1000), Math.ceil(validAfter));
  const exp = iat + ctx.config.ACCESS_TOKEN_TTL;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: session.aal,
    amr: authenticationMethods(session),
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: ctx.keys.kid, typ: 'JWT' })
    .setIssuer(new URL('/auth/v1', ctx.config.API_EXTERNAL_URL).toString())
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(ctx.keys.privateKey);
  return { token, exp };
}

/** The session body supabase-js stores: access_token, refresh_token and expires_in make it a session. */
export async function sessionBody(
  ctx: TokenContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  factors: auth.Factor[] = [],
): Promise<auth.AuthSession> {
  const { token, exp } = await signAccessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.ACCESS_TOKEN_TTL,
    expires_at: exp,
    refresh_token: refreshToken,
    user: toUser(user, factors),
  };
}

/**
 * The successor of a refresh token is derived from it (HMAC with a server secret): a client
 * that retries a refresh whose answer it lost can be handed the very same successor again,
 * though only hashes are stored.
 */
export const successorOf = (ctx: TokenContext, token: string) => createHmac('sha256', ctx.keys.tokenSecret).update(token).digest('base64url');

export async function issueRefreshToken(db: Kysely<AuthDB>, sessionId: string, parentId: number | null, token = opaqueToken()): Promise<string> {
  await insertRefreshToken(db, { sessionId, tokenHash: sha256(token), parentId });
  return token;
}

/** Signs a user in: a new session row, its first refresh token, and last_sign_in_at. */
export async function startSession(
  db: Kysely<AuthDB>,
  ctx: TokenContext,
  userId: string,
  method: SessionMethod,
  req: FastifyRequest,
): Promise<auth.AuthSession> {
  const session = await insertSession(db, { userId, method, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null, ip: req.ip });
  const refreshToken = await issueRefreshToken(db, session.id, null);
  const user = await stampSignIn(db, userId);
  return sessionBody(ctx, user, session, refreshToken, await factorsOf(db, userId));
}
