// The TOTP multi-factor API of Supabase Auth (GoTrue): /factors and its challenges.
import { z } from 'zod';
import { text } from './common';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** A code as a person types it: six digits, spaces allowed between groups. */
export const normaliseTotpCode = (code: string) => code.replace(/\s+/g, '');
export const isTotpCode = (code: string) => /^\d{6}$/.test(normaliseTotpCode(code));

/** A factor in the path; any text up to 64 characters, so a malformed id is a plain "factor not found". */
export const FactorParam = z.object({ id: z.string().max(64) });

/** POST /factors, as supabase-js's mfa.enroll sends it. */
export const EnrollFactorBody = z.strictObject({
  factor_type: z.string().max(32),
  friendly_name: text(120).optional(),
  issuer: text(120).optional(),
});

/** POST /factors/:id/challenge: supabase-js sends its own parameters (factorId) along; nothing here is required. */
export const ChallengeBody = z.object({ channel: z.string().max(16).optional() }).nullish();

/** POST /factors/:id/verify. */
export const VerifyFactorBody = z.strictObject({
  challenge_id: z.string().max(64),
  code: z.string().max(64),
});

export const FactorStatus = z.enum(['unverified', 'verified']);

/** A factor as listed on the user (GoTrue's Factor). */
export const Factor = z.object({
  id: z.string(),
  friendly_name: z.string().optional(),
  factor_type: z.literal('totp'),
  status: FactorStatus,
  created_at: z.string(),
  updated_at: z.string(),
  last_challenged_at: z.string().nullable(),
});
export type Factor = z.infer<typeof Factor>;

/** The answer to an enrolment: the secret is shown this once and never again. */
export const EnrolledFactor = z.object({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});

export const Challenge = z.object({ id: z.string(), type: z.literal('totp'), expires_at: z.number() });

export const UnenrolledFactor = z.object({ id: z.string() });
