import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/** The code of a base32 TOTP secret at `at`, as an authenticator app shows it. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

// Steps used, by a hash of the secret: a file shared by successive processes (a test runner
// restarts its worker after a failure) so none of them offers a code another one used.
const keyOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 16);
function readSteps(file: string): Record<string, number> {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * A code the auth service will take: each code works once, so each call uses a newer 30-second
 * step than the last (the current one or the next, which the service accepts for clock drift),
 * waiting for the clock when both are taken. `stateFile` remembers the steps across processes.
 */
export async function nextTotpCode(secret: string, stateFile?: string): Promise<string> {
  const key = keyOf(secret);
  for (;;) {
    const stored = stateFile ? (readSteps(stateFile)[key] ?? 0) : 0;
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max((lastStep.get(key) ?? 0) + 1, stored + 1, now);
    if (step <= now + 1) {
      lastStep.set(key, step);
      if (stateFile) writeFileSync(stateFile, JSON.stringify({ ...readSteps(stateFile), [key]: step }));
      return totpCode(secret, step * PERIOD_MS);
    }
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 50));
  }
}
