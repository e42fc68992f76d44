/** The runtime config as the site service's release registry computes it. */
export type LiveConfig = { remotes: Record<string, string>; versions?: Record<string, string>; [key: string]: unknown };

/**
 * `/config.json` for the local shell host, from the site service's `/runtime-config`. Answers
 * are reused for a moment (a page load asks twice: its HTML and its config) and the last good
 * one is kept, so the site keeps loading while the site service restarts.
 */
export function liveConfigSource(siteUrl: string, freshMs = 250) {
  let last: { config: LiveConfig; at: number } | null = null;
  let pending: Promise<LiveConfig> | null = null;
  const fetchNow = async (): Promise<LiveConfig> => {
    try {
      const res = await fetch(new URL('/runtime-config', siteUrl), { signal: AbortSignal.timeout(3000) });
      if (!res.ok) throw new Error(`the site service answered ${res.status}`);
      last = { config: (await res.json()) as LiveConfig, at: Date.now() };
      return last.config;
    } catch (err) {
      if (last) return last.config;
      throw new Error(`The site configuration is unavailable: ${(err as Error).message}.`);
    } finally {
      pending = null;
    }
  };
  return {
    get(): Promise<LiveConfig> {
      if (last && Date.now() - last.at < freshMs) return Promise.resolve(last.config);
      pending ??= fetchNow();
      return pending;
    },
  };
}

/**
 * The composed HTML of a page, from the site service as the production gateway gets it; null when
 * the service cannot answer (or answers 5xx), so the host serves the plain app instead.
 */
export function composedPages(siteUrl: string) {
  return async (pathAndQuery: string) => {
    try {
      const res = await fetch(new URL(`/compose${pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`}`, siteUrl), {
        signal: AbortSignal.timeout(5000),
      });
      if (res.status >= 500) {
        await res.body?.cancel();
        return null;
      }
      return { status: res.status, html: await res.text() };
    } catch {
      return null;
    }
  };
}
