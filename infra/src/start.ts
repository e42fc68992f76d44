import type { Server } from 'node:http';
import { buildStale, lastLines } from './build';
import { Launch, printSummary, say, startBackend } from './launch';
import { composedPages, liveConfigSource } from './live-config';
import { releaseApi } from './release/api';
import { releaseFreshBuilds, shellRoots } from './release/local';
import { appReleasesDir } from './release/store';
import type { ProxyRoute } from './proxy';
import { productionHeaders } from './security-headers';
import { startStaticHost } from './static-host';
import { origin, REMOTES, SERVICES, SHELL, serviceOrigin } from './topology';

/** A released version's folder, `/remotes/<app>/<12 hex>/…`: its files never change. */
const versioned = (pathname: string) => /^\/remotes\/[^/]+\/[0-9a-f]{12}\//.test(pathname);

/** The APIs on the site's own origin, as the production gateway routes them. */
const API_ROUTES: ProxyRoute[] = [
  { prefix: '/auth/v1/', target: serviceOrigin('auth'), strip: false },
  ...SERVICES.map((s) => ({ prefix: `/api/${s.name}/`, target: origin(s.port), strip: true })),
];

/** What crawlers ask the site's origin for: the site service computes both from the live routes. */
const CRAWLER_ROUTES: ProxyRoute[] = ['/robots.txt', '/sitemap.xml'].map((path) => ({ prefix: path, target: serviceOrigin('site'), strip: false }));

/**
 * `pnpm start`: the whole site on one machine, on one origin as in production: the shell, every
 * remote under /remotes/<app>/, every API under /api/<service>/, with the production security
 * headers. Fresh builds are released into the local release store (`.data/releases`), and what
 * is served is what the site service's registry says is live.
 */
async function main() {
  const launch = new Launch();
  try {
    say('Building what changed…');
    const { built, failed } = buildStale({ log: say });
    say(built.length ? `  built ${built.join(', ')}` : '  everything up to date');
    for (const f of failed) console.error(`! ${f.name} did not build and keeps its live version:\n${lastLines(f.output)}`);

    const backend = await startBackend(launch);
    if (!backend.up.some((s) => s.name === 'site')) throw new Error('the site service did not start, and it serves the release registry.');
    say('Releasing new builds…');
    const refused = await releaseFreshBuilds(releaseApi(), new Set(failed.map((f) => f.name)), say);
    // A test run needs every area live: one left out would fail its suites for a reason they never say.
    const missing = [...failed.map((f) => f.name), ...refused];
    if (process.env.SQW_EVERY_AREA === '1' && missing.length) throw new Error(`${missing.join(', ')} did not go live (see above).`);

    const config = liveConfigSource(serviceOrigin('site'));
    const servers: Server[] = [
      await startStaticHost({
        roots: shellRoots(config.get),
        port: SHELL.port,
        listen: process.env.SQW_LISTEN ?? '127.0.0.1',
        spa: true,
        page: composedPages(serviceOrigin('site')),
        virtual: { '/config.json': config.get },
        mounts: REMOTES.map((r) => ({ prefix: `/remotes/${r.name}/`, root: appReleasesDir(r.name) })),
        proxies: [...API_ROUTES, ...CRAWLER_ROUTES],
        headers: productionHeaders(),
        immutable: versioned,
      }),
    ];
    launch.cleanups.push(async () => Promise.all(servers.map((s) => new Promise((res) => s.close(res)))));
    printSummary(backend);
  } catch (err) {
    console.error(`\nCould not start: ${(err as Error).message}`);
    await launch.stop(1);
  }
}

void main();
