import type { AuthChangeEvent, AuthClient, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { setAccessTokenProvider, setSessionRenewer } from './api';
import { withRateLimitMessage } from './retry-after';
import { getRuntimeConfig } from './config';
import { aalOf, type Aal } from './assurance';
import { authStorage } from './auth-storage';
import { authStorageKey, readFreshSession } from './stored-session';
import { writeFlag } from './storage-flags';

export type Role = 'user' | 'admin';
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: Role;
  createdAt: string;
  /** aal2 once a second factor was verified in this session; absent counts as aal1. */
  aal?: Aal;
};

type SessionState = { status: 'loading' | 'ready'; user: SessionUser | null; lastEvent: AuthChangeEvent | null };

/** Whether this browser may hold a session (one stored, or one arriving in the URL), before any auth code loads. */
export function mayHaveSession(): boolean {
  const stored = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i)).some((k) => k !== null && /^sb-.+-auth-token$/.test(k));
  try {
    if (stored(localStorage) || stored(sessionStorage)) return true;
  } catch {
    return true;
  }
  return sessionInUrl();
}

/** A sign-in or e-mail link's answer arriving in the URL fragment (the implicit flow). */
const sessionInUrl = () => /access_token=|error_description=|error=/.test(window.location.hash);

/**
 * Before anything loads, a visitor with no stored session (most visitors) is known to be signed
 * out. A build-time prerender renders pages as such a visitor sees them (there is no window), and
 * a page hydrating that copy renders this state first (zustand's server snapshot is the initial
 * state), so both agree.
 */
const initialSession = (): SessionState => ({ status: typeof window === 'undefined' || !mayHaveSession() ? 'ready' : 'loading', user: null, lastEvent: null });

/** The signed-in member as every area sees it; the role is only a hint for the UI (services decide). */
export const useSessionStore = create<SessionState>(initialSession);
export const useSession = () => useSessionStore();

/**
 * Sets what changed of the session, and nothing when nothing did. Every state the store is given
 * is a new object, which re-renders every reader; and on a page hydrating its copy, whose readers
 * were hydrated with the initial state (zustand's server snapshot), React renders each of them
 * again at once, synchronously, in one long task. A visitor with no session is signed out from
 * the start, so their page's hydration stays the page's only render.
 */
function setSession(next: Partial<SessionState>): void {
  const current = useSessionStore.getState();
  if ((Object.keys(next) as (keyof SessionState)[]).every((key) => Object.is(current[key], next[key]))) return;
  useSessionStore.setState(next);
}

/** `accessToken`: the session's token, whose aal claim says whether a second factor was verified. */
export function toSessionUser(user: User, accessToken?: string | null): SessionUser {
  const meta = (user.user_metadata ?? {}) as { firstName?: string; lastName?: string; full_name?: string };
  const first = meta.firstName ?? '';
  const last = meta.lastName ?? '';
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: first,
    lastName: last,
    fullName: meta.full_name ?? `${first} ${last}`.trim(),
    role: (user.app_metadata as { role?: string } | undefined)?.role === 'admin' ? 'admin' : 'user',
    createdAt: user.created_at,
    aal: aalOf(accessToken),
  };
}

/** What the pages use of supabase-js: its auth client, as `supabase.auth`. */
export type AuthHandle = { auth: InstanceType<typeof AuthClient> };

let client: Promise<AuthHandle> | null = null;

/**
 * supabase-js's own auth client (the class `createClient(...).auth` is made of) against our
 * auth service, set up exactly as createClient sets it up: same URL, headers and storage key.
 * Only the auth client: createClient would also bring the database, storage, functions and
 * realtime clients, half of supabase-js's weight, which this site never uses in the browser.
 * It is imported lazily so the auth code never delays the first paint.
 */
export function getAuthClient(): Promise<AuthHandle> {
  client ??= import('@supabase/supabase-js').then(({ AuthClient }) => {
    const config = getRuntimeConfig();
    const url = config.services.auth;
    if (!url) throw new Error('Sign-in is not available: the auth service is not configured.');
    const key = config.supabaseAnonKey ?? 'anon';
    const base = new URL(url.endsWith('/') ? url : `${url}/`);
    const auth = new AuthClient({
      url: new URL('auth/v1', base).href,
      headers: { Authorization: `Bearer ${key}`, apikey: key },
      storageKey: authStorageKey(base.href),
      storage: authStorage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      fetch: withRateLimitMessage,
    });
    auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      setSession({ status: 'ready', user: session?.user ? toSessionUser(session.user, session.access_token) : null, lastEvent: event });
    });
    return { auth };
  });
  return client;
}

/** Starts the session (reads a stored one, or one arriving in the URL) and wires the API client's token. */
export async function initSession(): Promise<void> {
  const authUrl = getRuntimeConfig().services.auth;
  setAccessTokenProvider(async () => {
    if (!useSessionStore.getState().user) return null;
    // Until the auth client is loaded, a fresh stored token is the one it would hand out.
    const fresh = !client && authUrl ? readFreshSession(authUrl) : null;
    if (fresh) return fresh.access_token;
    const { data } = await (await getAuthClient()).auth.getSession();
    return data.session?.access_token ?? null;
  });
  setSessionRenewer(async () => {
    if (!useSessionStore.getState().user) return false;
    const { data, error } = await (await getAuthClient()).auth.refreshSession();
    return !error && !!data.session;
  });
  // Most visitors have never signed in: the auth client is loaded only when a session may exist
  // (a stored one, or one arriving in the URL); sign-in pages load it when they need it.
  if (!mayHaveSession()) {
    setSession({ status: 'ready', user: null });
    return;
  }
  // A fresh stored session is all a page needs to show who is signed in: the auth client
  // (a sixth of a page's JavaScript) then loads when something needs it, such as a token for
  // an API call, a refresh or signing out, and takes the session over from storage.
  const fresh = authUrl && !sessionInUrl() ? readFreshSession(authUrl) : null;
  if (fresh) {
    setSession({ status: 'ready', user: toSessionUser(fresh.user, fresh.access_token) });
    return;
  }
  try {
    const supabase = await getAuthClient();
    const { data } = await supabase.auth.getSession();
    setSession({ status: 'ready', user: data.session?.user ? toSessionUser(data.session.user, data.session.access_token) : null });
  } catch (err) {
    console.error('Session could not start', err);
    setSession({ status: 'ready', user: null });
  }
}

/** Signing out clears the user and the guest flag; callers then go to the home page. */
export async function signOut(scope: 'local' | 'global' | 'others' = 'local'): Promise<void> {
  const supabase = await getAuthClient();
  const { error } = await supabase.auth.signOut({ scope });
  if (error && scope !== 'local') throw error;
  if (scope !== 'others') writeFlag('access_mode', null);
}
