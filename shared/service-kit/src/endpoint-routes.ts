import type { BodyOut, Endpoint, ParamsOut, QueryOut, ResponseIn } from '@sqw/contracts';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { ZodApp } from './service';

const NO_CONTENT = z.null().describe('No content');

/** A request as an endpoint's handler sees it: params, query and body after their schemas ran. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: ParamsOut<E>; Querystring: QueryOut<E>; Body: BodyOut<E> }>;

/**
 * A handler returns the endpoint's response (checked against its type here, serialized through
 * its schema at run time), or sends the reply itself (a file, a redirect) and returns that.
 */
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseIn<E> | FastifyReply> | ResponseIn<E> | FastifyReply;

/** Route options beside the schema: rate limits (`config`), hooks, a body limit. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers a route from its declaration in `@sqw/contracts`: method, path and schemas come
 * from there, so the service cannot drift from what its remote calls, and the OpenAPI
 * document is made from the same schemas.
 */
export function route<E extends Endpoint>(app: ZodApp, endpoint: E, ...rest: [EndpointHandler<E>] | [EndpointOptions, EndpointHandler<E>]): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const status = endpoint.status ?? 200;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      // A 204 says so in the OpenAPI document too (it has no body to describe).
      ...((endpoint.response || status === 204) && { response: { [status]: endpoint.response ?? NO_CONTENT } }),
    },
    handler: async (req, reply) => {
      if (status !== 200) reply.code(status);
      return handler(req as unknown as EndpointRequest<E>, reply);
    },
  });
}
