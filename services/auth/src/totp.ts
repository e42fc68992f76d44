import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { auth } from '@sqw/contracts';

const PERIOD_MS = auth.TOTP_PERIOD_SECONDS * 1000;
/** A code of the step before or after the current one is still accepted: phone clocks drift. */
const WINDOW = 1;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: auth.TOTP_DIGITS, period: auth.TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** The otpauth:// URI authenticator apps read from the QR code. */
export const totpUri = (secret: string, issuer: string, label: string) => totpOf(secret, issuer, label).toString();

/** The current code of a secret (the launcher's `pnpm admin:code`, tests). */
export const totpCode = (secret: string, at = Date.now()) => totpOf(secret).generate({ timestamp: at });

/**
 * The 30-second step a code belongs to, within the accepted window, or null for a wrong
 * code. Callers refuse a step not newer than the last one accepted, so a code works once.
 */
export function matchingStep(secret: string, code: string, at = Date.now()): number | null {
  const token = auth.normaliseTotpCode(code);
  if (!auth.isTotpCode(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: at, window: WINDOW });
  return delta === null ? null : Math.floor(at / PERIOD_MS) + delta;
}

/**
 * The QR code as an SVG document. supabase-js turns it into a `data:image/svg+xml;utf-8,`
 * URI, where a `#` would end the address: the colours are named instead.
 */
export async function qrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg
    .replace(/"#ffffff"/gi, '"white"')
    .replace(/"#000000"/gi, '"black"')
    .trim();
}
