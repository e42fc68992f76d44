import { ApiError, getRuntimeConfig, sendJson, serviceUrl } from '@sqw/platform';
import type { ZodType } from 'zod';
import { bearer } from './session-token';

type Options<T> = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; schema?: ZodType<T>; signal?: AbortSignal };

/**
 * Calls the auth service's GoTrue API (/auth/v1/...) as the signed-in admin. Unlike the other
 * services it wants the `apikey` header and answers errors as `{ code, msg }`, so `api()` does not fit.
 */
export async function authAdmin<T>(path: string, opts: Options<T> = {}): Promise<{ data: T; headers: Headers }> {
  const headers = { ...(await bearer()), apikey: getRuntimeConfig().supabaseAnonKey ?? 'anon' };
  const res = await sendJson(`${serviceUrl('auth')}/auth/v1${path}`, { ...opts, headers }, 'We could not reach the sign-in service. Please try again.');
  const json: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const e = json as { code?: string; error_code?: string; msg?: string; message?: string };
    throw new ApiError(res.status, e.code ?? e.error_code ?? `http_${res.status}`, e.msg ?? e.message ?? 'The request could not be completed.');
  }
  return { data: opts.schema ? opts.schema.parse(json) : (json as T), headers: res.headers };
}
