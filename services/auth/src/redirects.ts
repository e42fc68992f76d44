import type { AuthConfig } from './config';

function parse(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** An ADDITIONAL_REDIRECT_URLS entry: a trailing `*` or `**` allows any path below it, otherwise that exact path (any query). */
function matches(entry: string, target: URL): boolean {
  const wildcard = /\*+$/.test(entry);
  const allowed = parse(entry.replace(/\*+$/, ''));
  if (!allowed || allowed.origin !== target.origin) return false;
  return wildcard ? target.pathname.startsWith(allowed.pathname) : target.pathname === allowed.pathname;
}

/**
 * Where e-mail links may send the browser: SITE_URL's origin or an allow-listed URL.
 * Anything else (another host, javascript:, garbage) falls back to `fallback`, so the
 * links can never be turned into an open redirect.
 */
export function safeRedirect(config: AuthConfig, candidate: string | undefined | null, fallback = config.SITE_URL): string {
  const target = candidate ? parse(candidate) : null;
  if (!target) return fallback;
  if (target.origin === new URL(config.SITE_URL).origin) return target.toString();
  return config.ADDITIONAL_REDIRECT_URLS.some((e) => matches(e, target)) ? target.toString() : fallback;
}

/** The redirect a client asked for: supabase-js sends it as the `redirect_to` query parameter. */
export function requestedRedirect(query: unknown): string | undefined {
  const value = (query as { redirect_to?: unknown } | undefined)?.redirect_to;
  return typeof value === 'string' && value.length <= 2048 ? value : undefined;
}
