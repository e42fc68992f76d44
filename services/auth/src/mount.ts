import type { Endpoint } from '@sqw/contracts';

/**
 * Where the API is mounted. It is registered as one plugin under this prefix so its GoTrue-shaped
 * error handler, 404 and apikey check apply to it alone; the contract's endpoints carry the full
 * path, as supabase-js and the admin panel call it.
 */
export const AUTH_PREFIX = '/auth/v1';

/** The endpoint with its path relative to the mount, for `route(...)` inside the plugin. */
export function mounted<E extends Endpoint>(endpoint: E): E {
  if (!endpoint.path.startsWith(`${AUTH_PREFIX}/`)) throw new Error(`auth endpoint ${endpoint.path} is not under ${AUTH_PREFIX}`);
  return { ...endpoint, path: endpoint.path.slice(AUTH_PREFIX.length) };
}
