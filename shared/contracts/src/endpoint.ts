import type { z } from 'zod';
import type { ServiceName } from './areas';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of one service, declared once: the service registers it from this (`route` in
 * `@sqw/service-kit`) and the browser calls it through it (`call` in `@sqw/platform`), so a
 * change here fails typecheck on both sides. The zod schemas also make the OpenAPI document.
 */
export type Endpoint = {
  service: ServiceName;
  method: Method;
  /** Fastify's form: `/legends/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart upload of one `file`, with text fields (checked by the service, not here). */
  upload?: true;
  /** The JSON answer; absent when the route answers 204 or a file. */
  response?: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** The media type of a file answer (a PDF, an image, a CSV): the browser links to it rather than calling it. */
  produces?: string;
};

type Declared = Omit<Endpoint, 'service'>;

/** Declares a service's endpoints: `const hallRoute = endpointsOf('hall')`, then `hallRoute({ ... })`. */
export const endpointsOf =
  <S extends ServiceName>(service: S) =>
  <const E extends Declared>(declared: E): E & { service: S } => ({ ...declared, service });

/**
 * A schema named by its type only, for declarations that a first screen imports: the call is
 * typed by the schema, but nothing of zod is loaded and the answer is not re-parsed in the
 * browser (the service builds it from the same schema). The full declaration in the area's
 * contract spreads the light one and adds the schemas, so the path is written once.
 */
export const typeOnly = <T extends z.ZodType>() => undefined as unknown as T;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Segments<Head> | Segments<Rest> : P extends `:${infer Name}` ? Name : never;
/** The names in a path's `:name` segments. */
export type PathParamNames<P extends string> = Segments<P>;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a route's handler receives, after its schemas ran (defaults and coercions applied). */
export type ParamsOut<E extends Endpoint> = E['params'] extends z.ZodType ? Out<E['params']> : Record<PathParamNames<E['path']>, string>;
export type QueryOut<E extends Endpoint> = Out<E['query']>;
export type BodyOut<E extends Endpoint> = Out<E['body']>;
/** What a handler returns: the response schema's input (it is serialized through the schema). */
export type ResponseIn<E extends Endpoint> = E['response'] extends z.ZodType ? In<E['response']> : void;

/** What a caller sends. */
export type ParamsIn<E extends Endpoint> = E['params'] extends z.ZodType ? In<E['params']> : Record<PathParamNames<E['path']>, string>;
export type QueryIn<E extends Endpoint> = In<E['query']>;
export type BodyIn<E extends Endpoint> = In<E['body']>;
/** What a caller receives. */
export type ResponseOut<E extends Endpoint> = E['response'] extends z.ZodType ? Out<E['response']> : void;

/** `/legends/:id` with `{ id }`: each value URI-encoded, so an id cannot step into another path. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`The path ${path} needs :${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from a query object: undefined and null are left out, arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
