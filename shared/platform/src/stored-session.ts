import type { Session } from '@supabase/supabase-js';
import { authStorage } from './auth-storage';

/** The key supabase-js's createClient keeps the session under for this auth service URL. */
export function authStorageKey(authUrl: string): string {
  return `sb-${new URL(authUrl).hostname.split('.')[0]}-auth-token`;
}

/** Left on a stored token for it to be used without the auth client (which refreshes it well before expiry). */
const FRESH_FOR_MS = 5 * 60_000;

/**
 * The stored session, if it is still fresh: what the auth client's getSession() would answer
 * without a refresh. Anything else (expired, unreadable, absent) is the auth client's to handle.
 */
export function readFreshSession(authUrl: string, now = Date.now()): Session | null {
  try {
    const raw = authStorage.getItem(authStorageKey(authUrl));
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session>;
    if (!session.access_token || !session.user || typeof session.expires_at !== 'number') return null;
    return session.expires_at * 1000 > now + FRESH_FOR_MS ? (session as Session) : null;
  } catch {
    return null;
  }
}
