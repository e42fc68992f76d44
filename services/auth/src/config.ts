import { z } from 'zod';
import { area } from '@sqw/contracts/areas';
import { envFlag, envList, type BaseConfig } from '@sqw/service-kit';

const seconds = (d: number) => z.coerce.number().int().min(0).default(d);
/**
 * The longest access-token lifetime this service allows. Revocations are kept this long
 * (and a little more), after which every token they could refuse has expired anyway.
 */
export const MAX_ACCESS_TOKEN_TTL = 86_400;

/** Settings of the auth service on top of the kit's (names follow GoTrue's where it has one). */
export const authConfigShape = {
  /** The public key every client sends as `apikey` (supabaseAnonKey in /config.json). */
  ANON_KEY: z.string().min(8).default('sqw-local-anon-key'),
  /** Where this service is reachable from a browser: e-mail links point here. */
  API_EXTERNAL_URL: z
    .string()
    .url()
    .default(`http://localhost:${area('auth').service.port}`),
  /** Redirect targets allowed besides SITE_URL's origin (comma-separated; a trailing * or ** matches by prefix). */
  ADDITIONAL_REDIRECT_URLS: envList,
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(MAX_ACCESS_TOKEN_TTL).default(3600),
  /** A rotated refresh token may be replayed this long (client retry after a lost response) before it counts as reuse. */
  REFRESH_TOKEN_REUSE_INTERVAL: seconds(10),
  /** Lifetime of e-mail links and one-time codes. */
  OTP_TTL: z.coerce.number().int().min(60).default(3600),
  /** Skip e-mail confirmation on signup (off, as on hosted Supabase). */
  MAILER_AUTOCONFIRM: envFlag('false'),
  DISABLE_SIGNUP: envFlag('false'),
  /**
   * A password change from a session older than a day needs the nonce GET /reauthenticate
   * mails (GoTrue's "secure password change"); otherwise the current password or that nonce.
   */
  SECURE_PASSWORD_CHANGE: envFlag('false'),
  /** How long a TOTP challenge may be verified (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION). */
  MFA_CHALLENGE_EXPIRY_DURATION: z.coerce.number().int().min(30).default(300),
  /** Factors a user may have, verified or not (GoTrue's MFA_MAX_ENROLLED_FACTORS). */
  MFA_MAX_ENROLLED_FACTORS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REFRESH_PER_IP: z.coerce.number().int().min(1).default(150),
};

export type AuthConfig = BaseConfig & { [K in keyof typeof authConfigShape]: z.infer<(typeof authConfigShape)[K]> };
