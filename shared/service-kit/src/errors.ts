import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@sqw/contracts';

/** An error that already knows its HTTP status and public message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: FieldError[]) =>
  new AppError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const unsupportedMedia = (message: string) => new AppError(415, 'unsupported_media_type', message);

// Connection-level failures mean the database is away, not that the request was wrong.
const DB_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

export function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && DB_DOWN.has(e.code)) return true;
  const msg = e.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(msg);
}

type Body = { error: { code: string; message: string; details?: FieldError[] } };
const body = (code: string, message: string, details?: FieldError[]): Body => ({
  error: details?.length ? { code, message, details } : { code, message },
});

function validationDetails(err: FastifyError): FieldError[] {
  return (err.validation ?? []).map((v) => {
    const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { path, message: v.message ?? 'Invalid value' };
  });
}

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Unsupported content type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'Invalid Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'The request body is empty.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', 'The file is too large.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type', 'Expected a multipart form upload.'],
  FST_FILES_LIMIT: [413, 'payload_too_large', 'Too many files.'],
  FST_PARTS_LIMIT: [413, 'payload_too_large', 'Too many form parts.'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', 'Too many form fields.'],
};

/** Every failure leaves as `{ error: { code, message, details? } }`; only real bugs are 500s. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(body('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      reply.headers(err.headers).code(err.statusCode).send(body(err.code, err.message, err.details));
      return;
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const details = validationDetails(err);
      const first = details[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request.';
      reply.code(400).send(body('validation_failed', message, details));
      return;
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      reply.code(400).send(body('bad_json', 'The request body is not valid JSON.'));
      return;
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) {
      reply.code(known[0]).send(body(known[1], known[2]));
      return;
    }
    if (err.statusCode === 429) {
      const after = reply.getHeader('retry-after');
      reply.code(429).send(body('over_request_rate_limit', `Too many requests. Please wait ${after ?? 'a minute'} seconds and try again.`));
      return;
    }
    if (isDatabaseDown(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5').code(503).send(body('service_unavailable', 'The service is briefly unavailable. Please try again in a few seconds.'));
      return;
    }
    if ((err as { code?: string }).code === '23505') {
      reply.code(409).send(body('conflict', 'This already exists.'));
      return;
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      reply.code(err.statusCode).send(body('bad_request', err.message));
      return;
    }
    if (isResponseSerializationError(err)) req.log.error({ issues: err.cause.issues }, 'response does not match its schema');
    req.log.error({ err }, 'unhandled error');
    reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
