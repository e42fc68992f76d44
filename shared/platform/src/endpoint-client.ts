import { fillPath, queryString, type BodyIn, type Endpoint, type ParamsIn, type QueryIn, type ResponseOut } from '@sqw/contracts/endpoint';
import { api, upload } from './api';
import { serviceUrl } from './config';

// Only what the endpoint declares may be passed, and what it requires must be (a query whose
// fields are all optional may be left out).
type Needs<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: never }
  : undefined extends T
    ? { [K in Key]?: T }
    : Record<never, never> extends T
      ? { [K in Key]?: T }
      : { [K in Key]: T };
type PathNeeds<E extends Endpoint> = [keyof ParamsIn<E>] extends [never] ? { params?: never } : { params: ParamsIn<E> };

/** What one call of an endpoint takes. */
export type CallInput<E extends Endpoint> = PathNeeds<E> &
  Needs<'query', QueryIn<E>> &
  Needs<'body', BodyIn<E>> & {
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

type Optional<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The endpoint's URL on its service, for a link, an `<img>` or a download. */
export function endpointHref<E extends Endpoint>(endpoint: E, input: { params?: ParamsIn<E>; query?: QueryIn<E> } = {}): string {
  return serviceUrl(endpoint.service) + fillPath(endpoint.path, input.params as Record<string, unknown>) + queryString(input.query as Record<string, unknown>);
}

/**
 * Calls an endpoint declared in `@sqw/contracts`: its method and path, the params filled in,
 * the query encoded, and the answer checked against its response schema. Typed from the same
 * declaration the service registers, so a contract change fails typecheck here too.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: Optional<E>): Promise<ResponseOut<E>> {
  const { body, idempotencyKey, signal } = (input ?? {}) as { body?: unknown; idempotencyKey?: string; signal?: AbortSignal };
  const path = fillPath(endpoint.path, input?.params as Record<string, unknown>) + queryString(input?.query as Record<string, unknown>);
  return api(endpoint.service, path, { method: endpoint.method, body, idempotencyKey, signal, schema: endpoint.response }) as Promise<ResponseOut<E>>;
}

/** Uploads one file to an upload endpoint, with progress and any text fields it takes. */
export function callUpload<E extends Endpoint & { upload: true }>(
  endpoint: E,
  file: File,
  opts: { params?: ParamsIn<E>; fields?: Record<string, string>; onProgress?: (pct: number) => void } = {},
): Promise<ResponseOut<E>> {
  const method = endpoint.method === 'PUT' ? 'PUT' : 'POST';
  const path = fillPath(endpoint.path, opts.params as Record<string, unknown>);
  return upload(endpoint.service, path, file, { method, fields: opts.fields, onProgress: opts.onProgress, schema: endpoint.response }) as Promise<
    ResponseOut<E>
  >;
}
