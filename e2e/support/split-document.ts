import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE } from './env';

export type SplitDocument = { origin: string; close: () => Promise<void> };

/**
 * The site behind a proxy of its own that sends one page's HTML as a slow network would: up to
 * the end of `cutAfter`'s first occurrence in the body, a pause of `pauseMs`, then the rest.
 * Everything else passes through as it is, so the app starts from this origin as from any other.
 */
export async function splitDocument(path: string, cutAfter: string, pauseMs: number): Promise<SplitDocument> {
  const upstream = new URL(SITE);
  const server = createServer((req, res) => {
    const document = req.url === path;
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    // The cut is made in the text itself, so the document comes unencoded.
    if (document) headers['accept-encoding'] = 'identity';
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!document) {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks);
        const at = html.indexOf(cutAfter, html.indexOf('<body'));
        if (at < 0) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`The body of ${path} does not contain "${cutAfter}"`);
          return;
        }
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode!, rest);
        res.write(html.subarray(0, at + Buffer.byteLength(cutAfter)));
        setTimeout(() => res.end(html.subarray(at + Buffer.byteLength(cutAfter))), pauseMs);
      });
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
