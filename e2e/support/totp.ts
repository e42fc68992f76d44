// The launcher's own TOTP helpers: one step allocator per process, so no code is used twice.
import { nextTotpCode, totpCode } from '../../infra/src/totp-code';

export { nextTotpCode, totpCode };

/** A six-digit code the service refuses: none of the steps it would accept now. */
export function wrongTotpCode(secret: string): string {
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((d) => totpCode(secret, Date.now() + d));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
