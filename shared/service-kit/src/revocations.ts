/**
 * Revoked sessions and users, as the auth service publishes them: its migrations keep the view
 * `auth.token_revocations` and NOTIFY each new revocation on REVOCATION_CHANNEL in the
 * transaction that makes it. Every service keeps the set in memory (one or two Map lookups
 * per request, no query), rebuilt from the view whenever its listening connection (re)starts.
 */

/** The NOTIFY channel; the auth service's triggers send one JSON row of the view per revocation. */
export const REVOCATION_CHANNEL = 'sqw_auth_revocations';
/** The only thing of the auth schema other services read. */
export const REVOCATION_VIEW = 'auth.token_revocations';

/** One row of the view (times are epoch seconds). */
export type Revocation =
  | { kind: 'session'; id: string; forget_after: number }
  | {
      kind: 'user';
      id: string;
      /** Tokens issued before: refused (ban, deletion). */
      not_before: number | null;
      /** Tokens issued before: their role claim is out of date (role change). */
      role_not_before: number | null;
      banned_until: number | null;
      /** Orders one user's changes, so a snapshot and a notification can arrive in any order. */
      revision: number;
      forget_after: number;
    };

/** What a token is: `revoked` (its session or user is gone), `stale_role` (its role claim predates a role change), or null (fine). */
export type Verdict = 'revoked' | 'stale_role' | null;

type UserEntry = { notBefore: number; roleNotBefore: number; bannedUntil: number; revision: number; forgetAt: number };

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null;

/** Reads a row of the view or a notification's payload; null for anything malformed. */
export function parseRevocation(raw: unknown): Revocation | null {
  const r = raw as Record<string, unknown> | null;
  if (!r || typeof r !== 'object' || typeof r.id !== 'string') return null;
  const forget = num(r.forget_after);
  if (forget === null) return null;
  if (r.kind === 'session') return { kind: 'session', id: r.id, forget_after: forget };
  if (r.kind !== 'user') return null;
  return {
    kind: 'user',
    id: r.id,
    not_before: num(r.not_before),
    role_not_before: num(r.role_not_before),
    banned_until: num(r.banned_until),
    revision: num(r.revision) ?? 0,
    forget_after: forget,
  };
}

export class RevocationSet {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, UserEntry>();

  get size(): number {
    return this.sessions.size + this.users.size;
  }

  apply(r: Revocation): void {
    const forgetAt = r.forget_after * 1000;
    if (r.kind === 'session') {
      this.sessions.set(r.id, Math.max(forgetAt, this.sessions.get(r.id) ?? 0));
      return;
    }
    const current = this.users.get(r.id);
    if (current && current.revision >= r.revision) return;
    this.users.set(r.id, {
      notBefore: r.not_before ?? 0,
      roleNotBefore: r.role_not_before ?? 0,
      bannedUntil: (r.banned_until ?? 0) * 1000,
      revision: r.revision,
      forgetAt,
    });
  }

  /** `iat` in seconds, as in the token; a token without one counts as the oldest. */
  check(userId: string, sessionId: string | null, iat: number, now = Date.now()): Verdict {
    if (sessionId !== null && this.sessions.has(sessionId)) return 'revoked';
    const u = this.users.get(userId);
    if (!u) return null;
    if (iat < u.notBefore || now < u.bannedUntil) return 'revoked';
    if (iat < u.roleNotBefore) return 'stale_role';
    return null;
  }

  /** Drops what no live token can match any more. */
  prune(now = Date.now()): void {
    for (const [id, at] of this.sessions) if (at <= now) this.sessions.delete(id);
    for (const [id, u] of this.users) if (u.forgetAt <= now) this.users.delete(id);
  }
}
