import { auth } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import type { Kysely } from 'kysely';
import { currentSession, type AuthContext } from '../context';
import {
  consumeChallenge,
  deleteFactor,
  dropAbandonedFactors,
  factorsOf,
  findChallenge,
  findFactorOf,
  insertChallenge,
  insertFactor,
  useFactorStep,
} from '../data/factors';
import { revokeSessionRefreshTokens } from '../data/refresh-tokens';
import { downgradeSessionsOf, upgradeSession } from '../data/sessions';
import { findUser } from '../data/users';
import type { AuthDB, FactorRow } from '../db';
import { AuthApiError, known, validationFailed } from '../errors';
import { mounted } from '../mount';
import { issueRefreshToken, sessionBody } from '../tokens';
import { decryptSecret, encryptSecret } from '../totp-secrets';
import { matchingStep, newTotpSecret, qrSvg, totpUri } from '../totp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const insufficientAal = (message: string) => new AuthApiError(422, 'insufficient_aal', message);
const challengeExpired = () => new AuthApiError(422, 'mfa_challenge_expired', auth.AUTH_MESSAGES.mfa_challenge_expired);
const nameConflict = (name: string) =>
  new AuthApiError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`);

/** The caller's own factor; anyone else's, or a malformed id, is simply not found. */
async function ownFactor(db: Kysely<AuthDB>, userId: string, id: string): Promise<FactorRow> {
  const factor = UUID.test(id) ? await findFactorOf(db, userId, id) : undefined;
  if (!factor) throw known(404, 'mfa_factor_not_found');
  return factor;
}

/**
 * GoTrue's TOTP MFA API, as supabase-js's auth.mfa calls it: enrol a factor, challenge it,
 * verify a code (which lifts the session to aal2), unenrol. The factors themselves are
 * listed on GET /user.
 */
export function factorRoutes(app: ZodApp, ctx: AuthContext): void {
  const { db, config, keys, limiter } = ctx;

  route(app, mounted(auth.endpoints.enrollFactor), async (req) => {
    const { user, session } = await currentSession(req, db);
    const { factor_type, friendly_name, issuer } = req.body;
    if (factor_type !== 'totp') throw validationFailed('factor_type needs to be totp');
    // An enrolment abandoned before its first code is dropped after a while, as GoTrue does.
    await dropAbandonedFactors(db, user.id, config.MFA_CHALLENGE_EXPIRY_DURATION);
    const factors = await factorsOf(db, user.id);
    // Whoever holds only the password must not add a factor of their own to an account that has one.
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') throw insufficientAal('AAL2 required to enroll a new factor');
    if (factors.length >= config.MFA_MAX_ENROLLED_FACTORS) {
      throw new AuthApiError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached, unenroll to continue');
    }
    const name = friendly_name ?? '';
    if (name && factors.some((f) => f.friendly_name === name)) throw nameConflict(name);
    const secret = newTotpSecret();
    const uri = totpUri(secret, issuer || new URL(config.SITE_URL).hostname, user.email);
    const factor = await insertFactor(db, { userId: user.id, friendlyName: name, secret: encryptSecret(keys, secret) }).catch((err: { code?: string }) => {
      // Two enrolments racing for one name: the loser hears what a later one would.
      if (err.code === '23505') throw nameConflict(name);
      throw err;
    });
    return { id: factor.id, type: 'totp' as const, friendly_name: name, totp: { qr_code: await qrSvg(uri), secret, uri } };
  });

  route(app, mounted(auth.endpoints.challengeFactor), async (req) => {
    const { user } = await currentSession(req, db);
    await limiter.check(req, 'mfa_challenge', user.id);
    const factor = await ownFactor(db, user.id, req.params.id);
    const challenge = await db.transaction().execute((trx) => insertChallenge(trx, factor.id, req.ip, config.MFA_CHALLENGE_EXPIRY_DURATION));
    return { id: challenge.id, type: 'totp' as const, expires_at: challenge.expires_at };
  });

  route(app, mounted(auth.endpoints.verifyFactor), async (req) => {
    const { user, session } = await currentSession(req, db);
    // Per account, not only per address: six digits must not be guessable from many addresses.
    await limiter.check(req, 'mfa_verify', user.id);
    const factor = await ownFactor(db, user.id, req.params.id);
    const { challenge_id, code } = req.body;
    const challenge = UUID.test(challenge_id) ? await findChallenge(db, challenge_id, factor.id) : undefined;
    if (!challenge) throw new AuthApiError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (challenge.verified_at || challenge.expired) throw challengeExpired();
    if (challenge.ip !== req.ip) throw known(422, 'mfa_ip_address_mismatch');

    const step = matchingStep(decryptSecret(keys, factor.secret), code);
    if (step === null || step <= Number(factor.last_used_step)) throw known(422, 'mfa_verification_failed');

    return db.transaction().execute(async (trx) => {
      // Conditional updates: of two requests with one code, or on one challenge, only one wins.
      if (!(await useFactorStep(trx, factor.id, step))) throw known(422, 'mfa_verification_failed');
      if (!(await consumeChallenge(trx, challenge.id))) throw challengeExpired();
      const upgraded = await upgradeSession(trx, session.id, factor.id);
      if (!upgraded) throw known(403, 'session_not_found');
      // The session's earlier refresh tokens were handed out at aal1: they must not refresh into aal2.
      await revokeSessionRefreshTokens(trx, session.id);
      const refreshToken = await issueRefreshToken(trx, session.id, null);
      const fresh = await findUser(trx, user.id);
      if (!fresh) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return sessionBody(ctx, fresh, upgraded, refreshToken, await factorsOf(trx, user.id));
    });
  });

  route(app, mounted(auth.endpoints.unenrollFactor), async (req) => {
    const { user, session } = await currentSession(req, db);
    const factor = await ownFactor(db, user.id, req.params.id);
    if (factor.status === 'verified' && session.aal !== 'aal2') throw insufficientAal('AAL2 required to unenroll verified factor');
    await db.transaction().execute(async (trx) => {
      await downgradeSessionsOf(trx, factor.id);
      await deleteFactor(trx, factor.id);
    });
    return { id: factor.id };
  });
}
