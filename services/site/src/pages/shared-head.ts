import { pages } from '@sqw/contracts';
import { z } from 'zod';

const ServiceUrls = z.record(z.string(), z.string().url());

/** `SERVICE_URLS`, read once at start: a malformed value stops the service rather than every shared link. */
export function parseServiceUrls(json: string | undefined): Record<string, string> {
  if (!json) return {};
  const parsed = ServiceUrls.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error('SERVICE_URLS must be a JSON object of service name to base URL');
  return parsed.data;
}

/** A link preview waits for the area this long at most; the page's own head serves otherwise. */
const TIMEOUT_MS = 1500;

/**
 * The head the area's service gives the record a shared link names (a legend's card), or null when
 * the link names none, the service does not know it, or does not answer in time.
 */
export async function sharedHead(shared: pages.SharedHead | null, query: URLSearchParams, serviceUrls: Record<string, string>): Promise<pages.PageHead | null> {
  const value = shared && query.get(shared.param);
  const base = shared && serviceUrls[shared.service];
  if (!shared || !value || !base) return null;
  const url = new URL(shared.path.replace(`{${shared.param}}`, encodeURIComponent(value)).replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const head = pages.PageHead.safeParse(await res.json());
    return head.success ? head.data : null;
  } catch {
    return null;
  }
}
