import { auth } from '@sqw/contracts';
import type { ZodApp } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { currentSession, type AuthContext } from '../context';
import type { AuthDB, FactorRow } from '../db';
import { AuthApiError, known, validationFailed } from '../errors';
import { factorsOf } from '../factors';
import { issueRefreshToken, sessionBody } from '../tokens';
import { decryptSecret, encryptSecret } from '../totp-secrets';
import { matchingStep, newTotpSecret, qrSvg, totpUri } from '../totp';

const FactorParam = z.object({ id: z.string().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const insufficientAal = (message: string) => new AuthApiError(422, 'insufficient_aal', message);
const challengeExpired = () => new AuthApiError(422, 'mfa_challenge_expired', auth.AUTH_MESSAGES.mfa_challenge_expired);

/** The caller's own factor; anyone else's, or a malformed id, is simply not found. */
async function ownFactor(db: Kysely<AuthDB>, userId: string, id: string): Promise<FactorRow> {
  const factor = UUID.test(id)
    ? await db.selectFrom('mfa_factors').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    : undefined;
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

  app.post('/factors', { schema: { body: auth.EnrollFactorBody, response: { 200: auth.EnrolledFactor } } }, async (req) => {
    const { user, session } = await currentSession(req, db);
    const { factor_type, friendly_name, issuer } = req.body;
    if (factor_type !== 'totp') throw validationFailed('factor_type needs to be totp');
    // An enrolment abandoned before its first code is dropped after a while, as GoTrue does.
    await db
      .deleteFrom('mfa_factors')
      .where('user_id', '=', user.id)
      .where('status', '=', 'unverified')
      .where('created_at', '<', sql<string>`now() - make_interval(secs => ${config.MFA_CHALLENGE_EXPIRY_DURATION})`)
      .execute();
    const factors = await factorsOf(db, user.id);
    // Whoever holds only the password must not add a factor of their own to an account that has one.
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') throw insufficientAal('AAL2 required to enroll a new factor');
    if (factors.length >= config.MFA_MAX_ENROLLED_FACTORS) {
      throw new AuthApiError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached, unenroll to continue');
    }
    const name = friendly_name ?? '';
    if (name && factors.some((f) => f.friendly_name === name)) {
      throw new AuthApiError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`);
    }
    const secret = newTotpSecret();
    const uri = totpUri(secret, issuer || new URL(config.SITE_URL).hostname, user.email);
    const factor = await db
      .insertInto('mfa_factors')
      .values({ user_id: user.id, friendly_name: name, factor_type: 'totp', secret: encryptSecret(keys, secret) })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err: { code?: string }) => {
        // Two enrolments racing for one name: the loser hears what a later one would.
        if (err.code === '23505')
          throw new AuthApiError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`);
        throw err;
      });
    return { id: factor.id, type: 'totp' as const, friendly_name: name, totp: { qr_code: await qrSvg(uri), secret, uri } };
  });

  app.post('/factors/:id/challenge', { schema: { params: FactorParam, body: auth.ChallengeBody, response: { 200: auth.Challenge } } }, async (req) => {
    const { user } = await currentSession(req, db);
    await limiter.check(req, 'mfa_challenge', user.id);
    const factor = await ownFactor(db, user.id, req.params.id);
    const challenge = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('mfa_factors')
        .set({ last_challenged_at: sql<string>`now()` })
        .where('id', '=', factor.id)
        .execute();
      return trx
        .insertInto('mfa_challenges')
        .values({ factor_id: factor.id, ip: req.ip, expires_at: sql<string>`now() + make_interval(secs => ${config.MFA_CHALLENGE_EXPIRY_DURATION})` })
        .returning(['id', sql<number>`floor(extract(epoch from expires_at))::int`.as('expires_at')])
        .executeTakeFirstOrThrow();
    });
    return { id: challenge.id, type: 'totp' as const, expires_at: Number(challenge.expires_at) };
  });

  app.post('/factors/:id/verify', { schema: { params: FactorParam, body: auth.VerifyFactorBody, response: { 200: auth.AuthSession } } }, async (req) => {
    const { user, session } = await currentSession(req, db);
    // Per account, not only per address: six digits must not be guessable from many addresses.
    await limiter.check(req, 'mfa_verify', user.id);
    const factor = await ownFactor(db, user.id, req.params.id);
    const { challenge_id, code } = req.body;
    const challenge = UUID.test(challenge_id)
      ? await db
          .selectFrom('mfa_challenges')
          .select(['id', 'ip', 'verified_at', sql<boolean>`expires_at <= now()`.as('expired')])
          .where('id', '=', challenge_id)
          .where('factor_id', '=', factor.id)
          .executeTakeFirst()
      : undefined;
    if (!challenge) throw new AuthApiError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (challenge.verified_at || challenge.expired) throw challengeExpired();
    if (challenge.ip !== req.ip) throw known(422, 'mfa_ip_address_mismatch');

    const step = matchingStep(decryptSecret(keys, factor.secret), code);
    if (step === null || step <= Number(factor.last_used_step)) throw known(422, 'mfa_verification_failed');

    return db.transaction().execute(async (trx) => {
      // Conditional updates: of two requests with one code, or on one challenge, only one wins.
      const used = await trx
        .updateTable('mfa_factors')
        .set({ last_used_step: step, status: 'verified', updated_at: sql<string>`now()` })
        .where('id', '=', factor.id)
        .where('last_used_step', '<', String(step))
        .returning('id')
        .executeTakeFirst();
      if (!used) throw known(422, 'mfa_verification_failed');
      const consumed = await trx
        .updateTable('mfa_challenges')
        .set({ verified_at: sql<string>`now()` })
        .where('id', '=', challenge.id)
        .where('verified_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!consumed) throw challengeExpired();
      const upgraded = await trx
        .updateTable('sessions')
        .set({ aal: 'aal2', factor_id: factor.id, mfa_verified_at: sql<string>`now()` })
        .where('id', '=', session.id)
        .returningAll()
        .executeTakeFirst();
      if (!upgraded) throw known(403, 'session_not_found');
      // The session's earlier refresh tokens were handed out at aal1: they must not refresh into aal2.
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked: true, revoked_at: sql<string>`now()` })
        .where('session_id', '=', session.id)
        .where('revoked', '=', false)
        .execute();
      const refreshToken = await issueRefreshToken(trx, session.id, null);
      const fresh = await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      return sessionBody(ctx, fresh, upgraded, refreshToken, await factorsOf(trx, user.id));
    });
  });

  app.delete('/factors/:id', { schema: { params: FactorParam, response: { 200: auth.UnenrolledFactor } } }, async (req) => {
    const { user, session } = await currentSession(req, db);
    const factor = await ownFactor(db, user.id, req.params.id);
    if (factor.status === 'verified' && session.aal !== 'aal2') throw insufficientAal('AAL2 required to unenroll verified factor');
    await db.transaction().execute(async (trx) => {
      // Sessions that were lifted by this factor are back to what the password alone proves.
      await trx.updateTable('sessions').set({ aal: 'aal1', factor_id: null, mfa_verified_at: null }).where('factor_id', '=', factor.id).execute();
      await trx.deleteFrom('mfa_factors').where('id', '=', factor.id).execute();
    });
    return { id: factor.id };
  });
}
