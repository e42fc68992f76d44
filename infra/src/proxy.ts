import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'node:http';

/** A path prefix served by another local server, as the production gateway routes it. */
export type ProxyRoute = { prefix: string; target: string; strip: boolean };

// Hop-by-hop headers belong to one connection and are not passed on.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function passable(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP.has(name)) out[name] = value;
  return out;
}

/** Sends the request on to `route.target` (its prefix stripped when asked) and streams the answer back. */
export function forward(route: ProxyRoute, req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>): void {
  const path = route.strip ? req.url!.slice(route.prefix.length - 1) || '/' : req.url!;
  const target = new URL(path, route.target);
  const upstream = request(
    target,
    { method: req.method, headers: { ...passable(req.headers), host: target.host, 'x-forwarded-host': req.headers.host ?? '' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...passable(answer.headers), ...extraHeaders });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    // The services' own error shape, as the production gateway answers when no pod does.
    res.writeHead(503, { ...extraHeaders, 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
    res.end(JSON.stringify({ error: { code: 'service_unavailable', message: 'This service is not available right now. Please try again in a moment.' } }));
  });
  req.pipe(upstream);
}
