import { fillPath, queryString, type Endpoint, type ResponseOut } from '@sqw/contracts/endpoint';
import { ApiError, getRuntimeConfig, sendJson, serviceUrl, type CallInput } from '@sqw/platform';
import { bearer } from './session-token';

/**
 * Calls an endpoint of the auth service's GoTrue API (`auth.adminEndpoints`) as the signed-in
 * admin: `call` of @sqw/platform for GoTrue. Unlike the other services it wants the `apikey`
 * header, answers errors as `{ code, msg }` and gives its user list's total in a header, so the
 * answer comes with its headers.
 */
export async function callAuth<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<{ data: ResponseOut<E>; headers: Headers }> {
  const { params, query, body, signal } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  const headers = { ...(await bearer()), apikey: getRuntimeConfig().supabaseAnonKey ?? 'anon' };
  const url = serviceUrl(endpoint.service) + fillPath(endpoint.path, params) + queryString(query);
  const res = await sendJson(url, { method: endpoint.method, body, headers, signal }, 'We could not reach the sign-in service. Please try again.');
  const json: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const e = json as { code?: string; error_code?: string; msg?: string; message?: string };
    throw new ApiError(res.status, e.code ?? e.error_code ?? `http_${res.status}`, e.msg ?? e.message ?? 'The request could not be completed.');
  }
  return { data: (endpoint.response ? endpoint.response.parse(json) : json) as ResponseOut<E>, headers: res.headers };
}
