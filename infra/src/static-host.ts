import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { forward, type ProxyRoute } from './proxy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
};

/** Content-hashed chunks never change; manifests, entries, HTML and config must always be revalidated. */
export const cacheControl = (path: string) => (/\.[0-9a-f]{8}\.js(\.map)?$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

type Options = {
  /** The folder served; or `roots`, looked up per request: the first serves pages, the rest are searched for missing files. */
  root?: string;
  roots?: () => Promise<string[]>;
  port: number;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spa?: boolean;
  /** With `spa`: a page's composed HTML (and its status), tried before index.html; null when it cannot be had. */
  page?: (pathAndQuery: string) => Promise<ComposedPage | null>;
  /** Paths answered as JSON from memory or another server, e.g. /config.json. */
  virtual?: Record<string, () => unknown>;
  cors?: boolean;
  headers?: Record<string, string>;
  /** Paths whose files never change (a released version's folder), cached for a year. */
  immutable?: (pathname: string) => boolean;
  /** Folders served under a path prefix (`/remotes/hall/` → the hall's versions). */
  mounts?: { prefix: string; root: string }[];
  /** Path prefixes answered by other local servers. */
  proxies?: ProxyRoute[];
  /** The address to listen on (127.0.0.1 unless the site is opened to the network). */
  listen?: string;
};

/** How long an idle client connection is kept open (nginx's default keepalive_timeout is 75 s). */
const KEEP_ALIVE_MS = 65_000;

const isFile = (path: string) => existsSync(path) && !statSync(path).isDirectory();

/** The file for a path: in the first root, else in an older one (an open tab still loading its chunks). */
function locate(roots: string[], pathname: string): string | null | 'forbidden' {
  for (const root of roots) {
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root)) return 'forbidden';
    if (isFile(file)) return file;
  }
  return null;
}

/** A text answer, gzipped when the client takes it. */
function sendText(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, text: string) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(text) : Buffer.from(text);
  res.writeHead(status, { ...headers, ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}), 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A small production-like static host: gzip, cache headers, SPA fallback, CORS for remotes. */
export type ComposedPage = { status: number; html: string };

export function startStaticHost({
  root,
  roots,
  port,
  spa = false,
  page,
  virtual = {},
  cors = false,
  headers = {},
  immutable,
  mounts = [],
  proxies = [],
  listen = '127.0.0.1',
}: Options): Promise<Server> {
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();
  const rootsNow = roots ?? (async () => [root!]);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const common: Record<string, string> = { 'x-content-type-options': 'nosniff', ...headers };
    if (cors) common['access-control-allow-origin'] = '*';
    const proxy = proxies.find((p) => url.pathname.startsWith(p.prefix));
    if (proxy) return forward(proxy, req, res, headers);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, common).end();
      return;
    }
    const v = virtual[url.pathname];
    if (v) {
      try {
        const body = JSON.stringify(await v());
        res.writeHead(200, { ...common, 'content-type': TYPES['.json']!, 'cache-control': 'no-cache' }).end(body);
      } catch (err) {
        res.writeHead(503, { ...common, 'content-type': TYPES['.json']!, 'retry-after': '5' });
        res.end(JSON.stringify({ error: { code: 'service_unavailable', message: (err as Error).message } }));
      }
      return;
    }
    const mount = mounts.find((m) => url.pathname.startsWith(m.prefix));
    const dirs = mount ? [mount.root] : await rootsNow();
    let file: string | null | 'forbidden';
    try {
      file = dirs.length ? locate(dirs, decodeURIComponent(mount ? url.pathname.slice(mount.prefix.length - 1) : url.pathname)) : null;
    } catch {
      file = 'forbidden';
    }
    if (file === 'forbidden') {
      res.writeHead(403, common).end();
      return;
    }
    if (!file) {
      if (!spa || mount || extname(url.pathname) || !dirs.length) {
        res.writeHead(404, { ...common, 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const composed = await page?.(req.url ?? '/');
      if (composed) {
        sendText(req, res, composed.status, { ...common, 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' }, composed.html);
        return;
      }
      file = join(dirs[0]!, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const out = { ...common, 'content-type': type, 'cache-control': immutable?.(url.pathname) ? 'public, max-age=31536000, immutable' : cacheControl(file) };
    const compressible = /javascript|json|html|css|svg/.test(type);
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const mtime = statSync(file).mtimeMs;
      let cached = gzipCache.get(file);
      if (!cached || cached.mtime !== mtime) {
        cached = { mtime, body: gzipSync(await readFile(file)) };
        gzipCache.set(file, cached);
      }
      res.writeHead(200, { ...out, 'content-encoding': 'gzip', 'content-length': cached.body.length, vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, out);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  // An idle connection is kept longer than clients keep theirs, so the client always closes it
  // first. Node's default (5 s, and a second more) is no longer than a pooled client connection
  // lives: a request sent on one just as the server closed it failed with a reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, listen, () => resolve(server));
  });
}
