import type { CDPSession } from './playwright';

export type Req = {
  id: string;
  url: string;
  type: string;
  /** Monotonic milliseconds (the browser's clock for network events). */
  start: number;
  /** When the response headers arrived: the parser streams a document from here on. */
  responded: number | null;
  end: number | null;
  status: number | null;
  /** Body bytes as they came over the wire (gzip when the host compressed them). */
  bodyBytes: number;
  failed: boolean;
  /** Answered from the browser's cache (a file the page had already fetched): no network round trip. */
  cached: boolean;
};

/** Records every request of one page through CDP, with the wire size of each body. */
export class RequestLog {
  readonly reqs = new Map<string, Req>();
  /** Wall-clock ms minus monotonic ms: maps page times (performance.timeOrigin based) to network times. */
  wallOffset: number | null = null;

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.redirectResponse) return;
      this.wallOffset ??= e.wallTime * 1000 - e.timestamp * 1000;
      this.reqs.set(e.requestId, {
        id: e.requestId,
        url: e.request.url,
        type: e.type ?? 'Other',
        start: e.timestamp * 1000,
        responded: null,
        end: null,
        status: null,
        bodyBytes: 0,
        failed: false,
        cached: false,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = this.reqs.get(e.requestId);
      if (r)
        Object.assign(r, {
          status: e.response.status,
          responded: e.timestamp * 1000,
          cached: r.cached || Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
        });
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = this.reqs.get(e.requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = this.reqs.get(e.requestId);
      if (r) r.bodyBytes += e.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.reqs.get(e.requestId);
      if (r) r.end = e.timestamp * 1000;
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = this.reqs.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp * 1000, failed: true });
    });
  }

  all = () => [...this.reqs.values()];
  inFlight = () => this.all().filter((r) => r.end === null).length;

  /** Page time (ms since performance.timeOrigin) to network time. */
  toNetworkTime(timeOrigin: number, at: number): number {
    if (this.wallOffset === null) throw new Error('no request recorded yet');
    return timeOrigin + at - this.wallOffset;
  }

  /** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
  async quiet(quietMs: number, maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    let calmSince = Date.now();
    while (Date.now() < deadline) {
      if (this.inFlight() > 0) calmSince = Date.now();
      else if (Date.now() - calmSince >= quietMs) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async bodyOf(r: Req): Promise<string> {
    const { body, base64Encoded } = (await this.cdp.send('Network.getResponseBody', { requestId: r.id })) as { body: string; base64Encoded: boolean };
    return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  }
}

export const scripts = (reqs: Req[]) => reqs.filter((r) => r.type === 'Script' && !r.failed && r.status === 200);

/**
 * How many round trips deep each request sits. A request depends on the one whose response
 * started arriving last before it was sent (whatever the code waited for, it had arrived by
 * then; a streamed document counts from its first bytes), so depth = 1 + that request's depth.
 * A request the browser answered from its cache (a script the page had already fetched as a
 * preload) adds no round trip: it sits as deep as the one it followed. Without that, how deep it
 * counts would hang on how busy the main thread was when it asked (before or after some other
 * answer landed), not on the network.
 * Counting from `from` (a click): what had arrived by then is depth 0, and a request still in
 * flight then is depth 1, since the visitor waits for the rest of its round trip.
 */
export function depths(reqs: Req[], from = -Infinity): Map<Req, number> {
  const out = new Map<Req, number>();
  for (const r of [...reqs].sort((a, b) => a.start - b.start)) {
    if (r.start < from) {
      out.set(r, r.cached || (r.responded !== null && r.responded <= from) ? 0 : 1);
      continue;
    }
    let parent: Req | null = null;
    for (const p of out.keys()) if (p.responded !== null && p.responded <= r.start && (!parent || p.responded > parent.responded!)) parent = p;
    out.set(r, (r.cached ? 0 : 1) + (parent ? out.get(parent)! : 0));
  }
  return out;
}

/** Serial round trips before `at`: the deepest request whose response had arrived by then. */
export function roundTripsBefore(reqs: Req[], at: number, from = -Infinity): number {
  let deepest = 0;
  for (const [r, d] of depths(reqs, from)) if (r.end !== null && r.end <= at) deepest = Math.max(deepest, d);
  return deepest;
}

/** Distinct scripts whose text contains the marker, e.g. the federation runtime's log prefix. */
export async function scriptsContaining(log: RequestLog, reqs: Req[], marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const r of scripts(reqs)) if ((await log.bodyOf(r).catch(() => '')).includes(marker)) hits.push(r.url);
  return hits;
}
