import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { throwIfAborted } from './lifecycle';
import { percentile } from './stats';

/** The part of autocannon's API the bench uses (the package ships no types). */
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: { setupRequest?: (req: { body?: string; headers?: Record<string, string> }) => unknown }[];
};
type Instance = EventEmitter & PromiseLike<{ errors: number; duration: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as (o: AutocannonOptions) => Instance;

/** The load profile the issue fixes: 50 connections, about 8 s per endpoint, from this machine to 127.0.0.1. */
export const LOAD = { connections: 50, seconds: 8, warmupSeconds: 3, rounds: 2 };

/** What one request adds to the target's headers, and its body. */
export type RequestParts = { headers?: Record<string, string>; body?: string };

/**
 * `warmupSeconds` replaces LOAD.warmupSeconds for a target whose code takes longer to reach its
 * steady pace (0 when a warm-up would spend a rate limit the measured run is meant to show).
 * `request` is called once per request this target's load builds (autocannon builds each
 * connection's next request ahead; `n` counts the whole bench), for loads whose every request
 * must differ in more than the body (a member's token, an Idempotency-Key).
 */
export type Target = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: (n: number) => string;
  request?: () => RequestParts;
  forwardedFor?: boolean;
  warmupSeconds?: number;
};

/** `total` counts answers; `errors` requests that got none (timeouts, resets); `byStatus` answers per status. */
export type LoadResult = {
  rps: number;
  okRps: number;
  p50: number;
  p99: number;
  ok: number;
  total: number;
  errors: number;
  byStatus: Record<number, number>;
  statuses: string;
};

type Sample = { latencies: number[]; statuses: Map<number, number>; errors: number; seconds: number };

// Never reset: every request of the whole bench gets its own number (unique e-mails, addresses).
let sent = 0;

async function fire(t: Target, seconds: number, into: Sample): Promise<void> {
  throwIfAborted();
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(t.url)) throw new Error(`refusing to load a non-local address: ${t.url}`);
  const instance = autocannon({
    url: t.url,
    connections: LOAD.connections,
    duration: seconds,
    method: t.method ?? 'GET',
    headers: { ...(t.body || t.request ? { 'content-type': 'application/json' } : {}), ...t.headers },
    requests: [
      {
        setupRequest: (req) => {
          const n = ++sent;
          const parts = t.request?.() ?? {};
          const headers = { ...req.headers, ...parts.headers };
          // Only meaningful when the service trusts the proxy header; each request then looks like a new visitor.
          if (t.forwardedFor) headers['x-forwarded-for'] = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          const body = t.body ? t.body(n) : parts.body;
          return { ...req, headers, ...(body !== undefined ? { body } : {}) };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    into.latencies.push(ms);
    into.statuses.set(status, (into.statuses.get(status) ?? 0) + 1);
  });
  const done = await instance;
  into.errors += done.errors;
  into.seconds += done.duration;
}

const empty = (): Sample => ({ latencies: [], statuses: new Map(), errors: 0, seconds: 0 });

function summary(s: Sample): LoadResult {
  const ok = [...s.statuses].filter(([c]) => c >= 200 && c < 300).reduce((sum, [, n]) => sum + n, 0);
  const statuses = [...s.statuses]
    .map(([c, n]) => `${n}×${c}`)
    .concat(s.errors ? [`${s.errors} errors`] : [])
    .join(', ');
  return {
    rps: s.latencies.length / s.seconds,
    okRps: ok / s.seconds,
    p50: percentile(s.latencies, 50),
    p99: percentile(s.latencies, 99),
    ok,
    total: s.latencies.length,
    errors: s.errors,
    byStatus: Object.fromEntries(s.statuses),
    statuses,
  };
}

/**
 * Loads the targets in turns (a, b, a, b…) rather than one after the other, so that a busy
 * moment of this shared machine falls on all of them alike; each gets LOAD.seconds in total.
 */
export async function measure(...targets: Target[]): Promise<LoadResult[]> {
  for (const t of targets) {
    const warmup = t.warmupSeconds ?? LOAD.warmupSeconds;
    if (warmup > 0) await fire(t, warmup, empty());
  }
  const samples = targets.map(empty);
  for (let round = 0; round < LOAD.rounds; round++) for (const [i, t] of targets.entries()) await fire(t, LOAD.seconds / LOAD.rounds, samples[i]!);
  return samples.map(summary);
}
