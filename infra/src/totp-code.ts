import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/** The code of a base32 TOTP secret at `at`, as an authenticator app shows it. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * A code the auth service will take: each code works once, so each call in this process uses
 * a newer 30-second step than the last (the current one or the next, which the service accepts
 * for clock drift), waiting for the clock when both are taken.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max((lastStep.get(secret) ?? 0) + 1, now);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return totpCode(secret, step * PERIOD_MS);
    }
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 50));
  }
}
