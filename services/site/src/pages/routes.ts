import { pages, releases } from '@sqw/contracts';
import { AppError, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { siteUrl, type SiteConfig } from '../config';
import type { SiteDB } from '../db';
import { liveCandidates, liveVersions, versionPages } from '../data/releases';
import { configName, parseRuntimeConfigBase, runtimeConfig, type RuntimeConfigBase } from '../releases/runtime-config';
import { composePage, frameAt, type Audience, type Composition } from './compose';
import { findRoute } from './match';
import { parseServiceUrls, sharedHead } from './shared-head';

/** Routes whose copy a signed-in member must not see (they get another page at the same address). */
const AUDIENCE: Record<string, Audience> = { '/': 'returning', '/login': 'visitor', '/register': 'visitor' };
/** How many versions' pages stay in memory: the live ones and the few before them. */
const CACHE_SIZE = 40;

type Route = releases.AreaRoute & { app: releases.App };

/**
 * `GET /compose/<path>`: the HTML of any page of the site, composed from the live releases. The
 * shell's document and frame hold the page its area prerendered for this path; a members' page
 * holds the sign-in page, an unknown path the not-found page with a 404. The gateway (and the
 * local host of `pnpm start`) sends every page request here and serves the plain app if it fails.
 */
export function pageRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB, SiteConfig>): void {
  const base = parseRuntimeConfigBase(config.RUNTIME_CONFIG);
  const serviceUrls = parseServiceUrls(config.SERVICE_URLS);
  const cache = new Map<string, pages.PagesFile | null>();
  const pagesOf = async (owner: releases.App, version: string) => {
    const key = `${owner}@${version}`;
    if (!cache.has(key)) {
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, await versionPages(db, owner, version));
    }
    return cache.get(key)!;
  };

  // What the live releases say, read again only when one of them changes: a page request then
  // costs one small query (each app's live version), not every live manifest and route list.
  let site: { versions: string; live: Awaited<ReturnType<typeof liveCandidates>>; config: ReturnType<typeof runtimeConfig>; routes: Route[] } | null = null;
  const liveSite = async (runtime: RuntimeConfigBase) => {
    const versions = await liveVersions(db);
    if (site?.versions !== versions) {
      const live = await liveCandidates(db);
      const config = runtimeConfig(runtime, live);
      const shellRoutes = live.get('shell')?.routes ?? [];
      const appOf = (remote: string) => releases.APPS.find((a) => configName(a) === remote)!;
      const routes: Route[] = [
        ...shellRoutes.map((r) => ({ ...r, app: 'shell' as const })),
        ...config.routes.filter((r) => !shellRoutes.some((s) => s.path === r.path)).map((r) => ({ ...r, app: appOf(r.remote) })),
      ];
      site = { versions, live, config, routes };
    }
    return site;
  };

  // Registered by path and hidden from the OpenAPI document: it answers 503 until the site is configured.
  app.get(pages.endpoints.compose.path, { schema: { hide: true } }, async (req, reply) => {
    if (!base) throw new AppError(503, 'not_configured', 'The site configuration is not set up (RUNTIME_CONFIG).');
    const target = new URL(`http://site${req.url.slice('/compose'.length) || '/'}`);
    const path = target.pathname.replace(/(.)\/+$/, '$1');
    const { live, config: config_, routes } = await liveSite(base);
    const shell = live.get('shell');
    const shellPages = shell && (await pagesOf('shell', shell.version));
    if (!shell || !shellPages?.document || !shellPages.frame) throw new AppError(503, 'not_composed', 'The live shell has no prerendered document.');
    const route = findRoute(routes, path);
    const shellPage = (p: string) => shellPages.pages.find((x) => x.path === p) ?? null;

    let page: pages.PrerenderedPage | null;
    let head: pages.PageHead;
    let status = 200;
    let audience: Audience = 'all';
    const preloads: Composition['preloads'] = [];
    let memberFiles: string[] | undefined;
    if (!route) {
      status = 404;
      page = shellPage(pages.NOT_FOUND_PATH);
      head = page?.head ?? { title: 'Page not found · SQW', description: '', image: null };
    } else if (route.guard) {
      // Nothing of a members' page is in its HTML: the sign-in page is, for whoever is signed out.
      page = shellPage(pages.LOGIN_PATH);
      head = { title: `${route.title} · SQW`, description: page?.head.description ?? '', image: null };
      audience = 'visitor';
      // Never an admin page's files: a member must not be sent the admin's code.
      if (route.guard === 'member' && route.app !== 'shell')
        memberFiles = pageFiles(config_.remotes[configName(route.app)], live.get(route.app)!.manifest, route.module);
    } else {
      const owner = route.app === 'shell' ? shellPages : await pagesOf(route.app, live.get(route.app)!.version);
      page = owner?.pages.find((p) => p.path === path) ?? null;
      head = (await sharedHead(page?.shared ?? null, target.searchParams, serviceUrls)) ??
        page?.head ?? { title: `${route.title} · SQW`, description: '', image: null };
      audience = AUDIENCE[path] ?? 'all';
      if (route.app !== 'shell') preloads.push(...remotePreloads(config_.remotes[configName(route.app)], live.get(route.app)!.manifest));
    }
    const shared = page?.shared && target.searchParams.get(page.shared.param);
    const url = `${siteUrl(config)}${path}${shared ? `?${page!.shared!.param}=${encodeURIComponent(shared)}` : ''}`;
    const html = composePage({
      document: shellPages.document,
      frame: frameAt(shellPages.frame, shellPages.nav_frames, path),
      page,
      head,
      url,
      indexable: status === 200 && !route?.guard,
      audience,
      preloads,
      memberFiles,
      config: config_,
    });
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/**
 * Everything a remote page needs before it renders: the manifest, the container entry and the
 * page module's own chunks (the shared libraries come from the shell), each beside the manifest.
 */
function pageFiles(manifestUrl: string | undefined, manifest: releases.Manifest, module: string | null): string[] {
  if (!manifestUrl) return [];
  const exposes = (manifest as { exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[] }).exposes ?? [];
  const chunks = exposes.find((e) => e.name === module)?.assets?.js?.sync ?? [];
  return [...remotePreloads(manifestUrl, manifest).map((p) => p.href), ...chunks.map((file) => manifestUrl.replace(/[^/]+$/, file))];
}

/**
 * A remote page's next files: its manifest and container entry, which the app would otherwise ask
 * for one after the other. Both are fetch preloads: the entry, immutable in its version's folder,
 * then comes from the HTTP cache. A failed script preload would instead be reused by the
 * federation runtime's <script> and fail the area's Retry after the remote comes back.
 */
function remotePreloads(manifestUrl: string | undefined, manifest: releases.Manifest): Composition['preloads'] {
  if (!manifestUrl) return [];
  const entry = (manifest.metaData as { remoteEntry?: { name?: string } }).remoteEntry?.name ?? 'remoteEntry.js';
  return [{ href: manifestUrl }, { href: manifestUrl.replace(/[^/]+$/, entry) }];
}
