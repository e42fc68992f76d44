/**
 * What a refused visitor is told about waiting, from the answer's Retry-After header: every
 * 429 reaches the forms through here, so they all say how long in the same words.
 */

/** Seconds to wait from a Retry-After value (delay-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 minutes", "45 seconds", "1 hour": rounded up, so the visitor never tries too early. */
export function waitDuration(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, seconds), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** The message for a rate-limited request. */
export function rateLimitMessage(seconds: number | null): string {
  return seconds === null ? 'Too many attempts. Please wait a moment and try again.' : `Too many attempts. Please try again in ${waitDuration(seconds)}.`;
}

/**
 * The auth client's fetch: supabase-js keeps a refusal's message but drops its headers, so a
 * 429's body is given the same wait message here, and the sign-in forms show it as it is.
 */
export async function withRateLimitMessage(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (res.status !== 429) return res;
  const message = rateLimitMessage(retryAfterSeconds(res.headers.get('retry-after')));
  let body: Record<string, unknown> = {};
  try {
    body = await res.json();
  } catch {
    // not JSON: the codes stay unknown, the message is still ours
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ ...body, msg: message, message }), { status: 429, statusText: res.statusText, headers });
}
