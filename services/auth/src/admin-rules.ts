import type { AdminRow } from './data/users';
import { AuthApiError, validationFailed } from './errors';

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const MAX_BAN_MS = 1000 * 365.25 * 24 * 3_600_000;

/**
 * GoTrue's ban_duration: a Go duration ("24h", "1h30m", "876000h" to deactivate for good)
 * or "none" to lift the ban. Returns the banned_until timestamp, or null for "none".
 */
export function bannedUntil(duration: string, now = Date.now()): string | null {
  if (duration === 'none') return null;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration) {
    throw validationFailed('ban_duration: use a duration such as "24h" or "876000h", or "none"');
  }
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * (UNIT_MS[p[2] as string] ?? 0), 0);
  if (ms <= 0 || ms > MAX_BAN_MS) throw validationFailed('ban_duration: must be positive and at most 1000 years');
  return new Date(now + ms).toISOString();
}

export const lastAdmin = () => new AuthApiError(422, 'last_admin', 'The last active administrator cannot be removed, demoted or deactivated.');

/** Refuses a change that would leave no active admin besides `targetId`. */
export function assertAnotherActiveAdmin(admins: AdminRow[], targetId: string, now = Date.now()): void {
  const others = admins.filter((a) => a.id !== targetId && (a.banned_until === null || new Date(a.banned_until).getTime() <= now));
  if (others.length === 0) throw lastAdmin();
}
