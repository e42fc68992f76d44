import { createServer, type Server } from 'node:http';

// The services behind the production nginx config, as check-site-conf.ts runs it: each one
// answers with what reached it, the site also with the runtime config, the crawler files and
// the composed pages.

/** What a stand-in service answers for an ordinary request: what arrived there. */
export type Seen = { service: string; method: string; url: string; xff: string; bodyBytes: number };

/** What the site stub answers for crawlers (the body ends with the stub's name), as the site service sets it. */
export const CRAWLER_CACHE = 'public, max-age=300';
export const CRAWLER_FILES: Record<string, { type: string; body: string }> = {
  '/robots.txt': { type: 'text/plain; charset=utf-8', body: 'User-agent: *\n# from ' },
  '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: '<?xml version="1.0" encoding="UTF-8"?>\n<!-- from ' },
};

/**
 * Stands in for a service: answers with what arrived, and a nosniff of its own as the real
 * ones do. While dying() holds it is a pod dying mid-request: it reads the request and drops
 * the connection.
 */
export function stub(name: string, dying = () => false, runtimeConfig?: unknown, page?: ComposedPage): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (c: Buffer) => (bodyBytes += c.length));
    req.on('end', () => {
      if (dying()) return void req.socket.destroy();
      if (runtimeConfig && req.url === '/runtime-config') {
        res
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' })
          .end(JSON.stringify(runtimeConfig));
        return;
      }
      if (page && req.url?.startsWith('/compose/')) {
        const { status, html } = page(req.url.slice('/compose'.length));
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).end(html);
        return;
      }
      const crawler = runtimeConfig ? CRAWLER_FILES[req.url ?? ''] : undefined;
      if (crawler) {
        res.writeHead(200, { 'content-type': crawler.type, 'cache-control': CRAWLER_CACHE, 'x-content-type-options': 'nosniff' }).end(`${crawler.body}${name}`);
        return;
      }
      const seen = { service: name, method: req.method, url: req.url, xff: req.headers['x-forwarded-for'], bodyBytes };
      res.writeHead(200, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' }).end(JSON.stringify(seen));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as { port: number }).port, server })));
}

/** The site service's page composer: the shell's document marked with the path it was asked for. */
export type ComposedPage = (pathAndQuery: string) => { status: number; html: string };
export const COMPOSER_DOWN = '/composer-down';
export const composedMark = (pathAndQuery: string) => `<!--composed ${pathAndQuery}-->`;
export const composer =
  (document: () => string): ComposedPage =>
  (pathAndQuery) => {
    if (pathAndQuery.startsWith(COMPOSER_DOWN)) return { status: 503, html: 'down' };
    return { status: pathAndQuery.startsWith('/no-such-page') ? 404 : 200, html: document().replace('</body>', `${composedMark(pathAndQuery)}</body>`) };
  };
