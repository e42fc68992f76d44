import { join, resolve } from 'node:path';
import { nextTotpCode as allocate, totpCode } from '../../infra/src/totp-code';
import { E2E_DATA_DIR } from './env';

export { totpCode };

const STEPS = join(resolve(import.meta.dirname, '..', '..'), E2E_DATA_DIR, 'totp-steps.json');

/** The next code nobody in this run has used: the steps are kept in the run's data dir (workers restart after a failure). */
export const nextTotpCode = (secret: string) => allocate(secret, STEPS);

/** A six-digit code the service refuses: none of the steps it would accept now. */
export function wrongTotpCode(secret: string): string {
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((d) => totpCode(secret, Date.now() + d));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
