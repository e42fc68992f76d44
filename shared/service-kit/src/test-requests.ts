import type { FastifyInstance } from 'fastify';

let clients = 0;

/**
 * A client address no earlier call answered (10.0.0.1, 10.0.0.2, ...), so a per-address rate
 * limit only bites in the test that is about it.
 */
export const nextClientIp = (): string => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

export type JsonRequestOptions = { method?: 'POST' | 'PUT' | 'PATCH'; headers?: Record<string, string>; ip?: string };

/** Sends a JSON body as a browser would (POST unless told), from a fresh client address unless `ip` names one. */
export const sendJson = (service: { app: Pick<FastifyInstance, 'inject'> }, url: string, payload: unknown, opts: JsonRequestOptions = {}) =>
  service.app.inject({
    method: opts.method ?? 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.ip ?? nextClientIp(),
    headers: { 'content-type': 'application/json', ...opts.headers },
  });
