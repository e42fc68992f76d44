import type { FastifyRequest } from 'fastify';
import { AppError } from '@sqw/service-kit';
import type { z } from 'zod';
import type { AdminSettings, UpstreamName } from './settings';

/** An upstream service did not answer usefully: down, slow, an error status or an unexpected body. */
export class UpstreamError extends Error {
  constructor(
    readonly service: UpstreamName,
    readonly status: number | null,
    message: string,
  ) {
    super(`${service}: ${message}`);
  }
}

export type Upstream = {
  /** GET a path on a service; resolves only to a 2xx response. */
  get(service: UpstreamName, path: string): Promise<Response>;
  /** GET and validate a JSON body (only the fields the schema names are kept). */
  json<S extends z.ZodType>(service: UpstreamName, path: string, schema: S): Promise<z.infer<S>>;
  text(service: UpstreamName, path: string): Promise<string>;
};

/** A client for one request: it forwards the admin's own bearer token, so every upstream checks the admin itself. */
export function upstreamFor(settings: AdminSettings, req: FastifyRequest): Upstream {
  const authorization = req.headers.authorization;
  const get = async (service: UpstreamName, path: string): Promise<Response> => {
    const base = settings.serviceUrls[service];
    if (!base) throw new UpstreamError(service, null, 'no URL configured in SERVICE_URLS');
    const headers: Record<string, string> = { accept: 'application/json, text/csv' };
    if (authorization) headers.authorization = authorization;
    // The auth service sits behind Supabase's gateway rule: every call carries the public key.
    if (service === 'auth') headers.apikey = settings.anonKey;
    let res: Response;
    try {
      res = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), { headers, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (err) {
      throw new UpstreamError(service, null, (err as Error).message);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError(service, res.status, `answered ${res.status}`);
    }
    return res;
  };
  const text = async (service: UpstreamName, path: string) => {
    const res = await get(service, path);
    try {
      return await res.text();
    } catch (err) {
      throw new UpstreamError(service, null, (err as Error).message);
    }
  };
  return {
    get,
    text,
    async json(service, path, schema) {
      const body = await text(service, path);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new UpstreamError(service, null, 'answered something that is not JSON');
      }
      const result = schema.safeParse(parsed);
      if (!result.success) throw new UpstreamError(service, null, `answered an unexpected shape: ${result.error.issues[0]?.message}`);
      return result.data;
    },
  };
}

const LABELS: Record<UpstreamName, string> = {
  auth: 'accounts',
  site: 'site',
  store: 'store',
  webEssentials: 'web essentials',
  media: 'media',
  hall: 'wealth hall',
};

/**
 * The error a route that cannot answer without one upstream (a CSV report) answers with:
 * that service refusing the admin (401/403) passes through; anything else is a 502 naming
 * the service, never a 500.
 */
export function upstreamHttpError(err: unknown): unknown {
  if (!(err instanceof UpstreamError)) return err;
  if (err.status === 401 || err.status === 403) {
    return new AppError(err.status, err.status === 401 ? 'unauthorized' : 'forbidden', `The ${LABELS[err.service]} service refused this request.`);
  }
  return new AppError(502, 'upstream_unavailable', `The ${LABELS[err.service]} service is not answering. Please try again in a moment.`, [
    { path: err.service, message: 'unavailable' },
  ]);
}

/** Runs work that needs every upstream it reads, turning an upstream failure into the HTTP error above. */
export async function requireUpstreams<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (err) {
    throw upstreamHttpError(err);
  }
}

/**
 * For answers that do without a missing upstream (Analytics, the merged lists): each read
 * that fails gives its fallback instead, and the service is named in `unavailable`.
 */
export function trackUnavailable() {
  const failed = new Set<string>();
  return {
    async take<Value>(work: Promise<Value>, fallback: Value): Promise<Value> {
      try {
        return await work;
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        failed.add(err.service);
        return fallback;
      }
    },
    /** Adds the services a nested aggregate reported. */
    add(names: string[]) {
      for (const name of names) failed.add(name);
    },
    get unavailable(): string[] {
      return [...failed].sort();
    },
  };
}

/** The former name, still imported by sources/contact.ts. */
