import type { ZodType } from 'zod';
import { serviceUrl, type ServiceName } from './config';
import { rateLimitMessage, retryAfterSeconds } from './retry-after';

export type FieldError = { path: string; message: string };

/** A failed call, carrying the service's `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }
}

let tokenProvider: () => Promise<string | null> = async () => null;

/** The session module installs this so every call carries the member's current access token. */
export function setAccessTokenProvider(provider: () => Promise<string | null>): void {
  tokenProvider = provider;
}

let sessionRenewer: () => Promise<boolean> = async () => false;

/** The session module installs this: it renews the session's token and says whether it could. */
export function setSessionRenewer(renew: () => Promise<boolean>): void {
  sessionRenewer = renew;
}

/** A 401 saying the token's role is out of date (an admin changed it): a renewed token carries the true one. */
async function isRoleChanged(res: Response): Promise<boolean> {
  if (res.status !== 401 || typeof res.clone !== 'function') return false;
  try {
    return ((await res.clone().json()) as { error?: { code?: string } }).error?.code === 'role_changed';
  } catch {
    return false;
  }
}

export const newIdempotencyKey = () => crypto.randomUUID();

const OFFLINE = 'We could not reach the server. Please check your connection and try again.';

export async function toApiError(res: Response): Promise<ApiError> {
  let body: { error?: { code?: string; message?: string; details?: FieldError[] } } = {};
  try {
    body = await res.json();
  } catch {
    // not JSON: fall through to a generic message
  }
  const fallback = res.status >= 500 ? 'The service is having trouble right now. Please try again in a moment.' : 'The request could not be completed.';
  // A rate limit is worded here, from Retry-After, not by each service or form; without the
  // header, a service's own explanation (which limit, for how long) is kept.
  const wait = res.status === 429 ? retryAfterSeconds(res.headers?.get('retry-after')) : null;
  const message = res.status === 429 && (wait !== null || !body.error?.message) ? rateLimitMessage(wait) : (body.error?.message ?? fallback);
  return new ApiError(res.status, body.error?.code ?? 'http_' + res.status, message, body.error?.details ?? []);
}

type CallOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ZodType<T>;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

async function authHeaders(): Promise<Record<string, string>> {
  const token = await tokenProvider();
  return token ? { authorization: `Bearer ${token}` } : {};
}

type SendOptions = { method?: string; body?: unknown; headers: Record<string, string>; signal?: AbortSignal };

/**
 * One JSON request: POST when there is a body, GET otherwise. A request that never gets an
 * answer becomes an ApiError with status 0 and `offline` as its message; an abort stays an abort.
 */
export async function sendJson(url: string, { method, body, headers, signal }: SendOptions, offline = OFFLINE): Promise<Response> {
  if (body !== undefined) headers = { ...headers, 'content-type': 'application/json' };
  try {
    return await fetch(url, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', offline);
  }
}

/** Calls a service by its config name; the answer is checked against the shared zod schema. */
export async function api<T = unknown>(service: ServiceName, path: string, opts: CallOptions<T> = {}): Promise<T> {
  const send = async () => {
    const headers: Record<string, string> = await authHeaders();
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    return sendJson(serviceUrl(service) + path, { ...opts, headers });
  };
  let res = await send();
  // Once: the renewed token carries the current role, or the refusal stands.
  if ((await isRoleChanged(res)) && (await sessionRenewer())) res = await send();
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const json = await res.json();
  return opts.schema ? opts.schema.parse(json) : (json as T);
}

/**
 * Uploads one file with progress (fetch cannot report upload progress; XHR can). POST by
 * default; PUT for a route that replaces the one file of a resource (an admin's picture).
 */
export async function upload<T = unknown>(
  service: ServiceName,
  path: string,
  file: File,
  opts: { onProgress?: (pct: number) => void; fields?: Record<string, string>; schema?: ZodType<T>; method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  const headers = await authHeaders();
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  form.append('file', file);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', serviceUrl(service) + path);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'network', OFFLINE));
    xhr.onload = async () => {
      const res = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'content-type': 'application/json', 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      });
      if (!res.ok) return reject(await toApiError(res));
      const json = JSON.parse(xhr.responseText);
      resolve(opts.schema ? opts.schema.parse(json) : json);
    };
    xhr.send(form);
  });
}

/** A readable message for any thrown value. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'An unexpected error occurred');
