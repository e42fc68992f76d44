/** @jest-environment node */
// The services are MSW; the auth client only needs the browser's two storages, given here as plain maps.
import { api, ApiError, getAuthClient, rateLimitMessage, retryAfterSeconds, setRuntimeConfig } from '../src';
import { serve, setupNetwork } from '../src/testing';

setupNetwork();

// A refused answer as a service sends it: the shared error body and a Retry-After header.
function answer429(base: string, route: string, retryAfter: string | null, body: unknown) {
  serve(base, { [route]: { status: 429, body, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } } });
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}
Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });

beforeEach(() => setRuntimeConfig({ remotes: {}, services: { hall: 'http://hall.test', auth: 'http://auth.test' }, supabaseAnonKey: 'anon' }));

describe('a rate-limited visitor is told how long to wait', () => {
  it('a service call refused with Retry-After: 120 says two minutes', async () => {
    answer429('http://hall.test', 'POST /applications', '120', {
      error: { code: 'over_request_rate_limit', message: 'Too many requests. Please wait 120 seconds and try again.' },
    });
    const err = await api('hall', '/applications', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).message).toBe('Too many attempts. Please try again in 2 minutes.');
  });

  it('a sign-in refused by the auth service says the same', async () => {
    answer429('http://auth.test', 'POST /auth/v1/token?*', '45', {
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
      message: 'Request rate limit reached',
    });
    const { auth } = await getAuthClient();
    const { error } = await auth.signInWithPassword({ email: 'member@example.com', password: 'long-enough-1' });
    expect(error?.status).toBe(429);
    expect(error?.message).toBe('Too many attempts. Please try again in 45 seconds.');
  });

  it('reads seconds or a date, rounds up, and says "a moment" without a header', () => {
    expect(retryAfterSeconds('61')).toBe(61);
    expect(retryAfterSeconds(new Date(Date.UTC(2026, 0, 1, 0, 3)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(180);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(rateLimitMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimitMessage(3600)).toBe('Too many attempts. Please try again in 1 hour.');
    expect(rateLimitMessage(null)).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
