import { releases } from '@sqw/contracts';
import { xmlEscape } from '@sqw/service-kit';
import type { Candidate } from './gate';
import { configName, type RuntimeConfigBase } from './runtime-config';

/**
 * Public pages that are only steps of a flow (signing in, confirming a link from an e-mail,
 * the first-visit prompt): a search result landing on them would show an empty form or a
 * token error, so they are served but never listed.
 */
const NOT_INDEXED = new Set(['/login', '/register', '/forgot-password', '/reset-password', '/auth/callback', '/unsubscribe', '/access-prompt']);

/** Areas of the site crawlers have no business in: signed-in pages and the APIs. */
const DISALLOWED = ['/admin', '/dashboard', '/account', '/api/', '/auth/'];

/** A pattern (`:slug`, `*`) is no page of its own, only a family of them. */
const isPattern = (path: string) => /[:*]/.test(path);

/**
 * The paths a crawler may list: the live shell's pages and each live remote's pages the shell
 * loads (a remote with no base in the runtime config is not loaded), public and concrete only.
 */
export function indexablePaths(live: Map<releases.App, Candidate>, base: RuntimeConfigBase | null): string[] {
  const paths = new Set<string>();
  for (const app of releases.APPS) {
    const c = live.get(app);
    if (!c) continue;
    if (app !== 'shell' && base && !base.remoteBases[configName(app)]) continue;
    for (const r of c.routes) {
      if (app !== 'shell' && !r.module) continue;
      if (r.guard || isPattern(r.path) || NOT_INDEXED.has(r.path)) continue;
      paths.add(r.path);
    }
  }
  return [...paths];
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(siteUrl + p)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
