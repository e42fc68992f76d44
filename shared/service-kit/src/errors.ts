import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@sqw/contracts';

/** The message of a request refused by a rate limit, naming the wait (seconds) the retry-after header gives. */
export const tooManyRequests = (wait: unknown) => `Too many requests. Please wait ${wait} seconds and try again.`;

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

export const badRequest = (message: string, details?: FieldError[]) => new AppError(400, 'validation_failed', message, details);
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

const CLIENT_SOCKET_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive. Please try again.'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};

/** Answers a request Node could not parse or that did not arrive in time, in the shared shape. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_SOCKET_ERRORS[err.code ?? ''] ?? [400, 'bad_request', 'The request could not be read.'];
  const json = JSON.stringify(body(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
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
  FST_ERR_BAD_URL: [400, 'bad_request', 'The address is not valid.'],
};

// The multipart parser (busboy) reports a malformed or cut-short upload with plain Errors.
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (multipart data|form|file)|Malformed (part header|urlencoded form)|Missing Content-Type|Unsupported content type)/;
export const isMalformedMultipart = (err: unknown) => err instanceof Error && !(err instanceof AppError) && MALFORMED_MULTIPART.test(err.message);
export const malformedUpload = () =>
  new AppError(400, 'bad_request', 'The upload could not be read: the form data is malformed or incomplete. Please try again.');

/**
 * Fastify answers a few failures (an undecodable URL) before routing, outside the error
 * handler; the constructor's `frameworkErrors` option sends them in the same shape.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
  reply.code(known?.[0] ?? 400).send(body(known?.[1] ?? 'bad_request', known?.[2] ?? 'The request is not valid.'));
}

// PostgreSQL refusing a value the client sent (a NUL byte, text where a number or uuid goes,
// an out-of-range date): the request was wrong, so it is a 400 the client can act on.
const CLIENT_DATA_ERRORS: Record<string, string> = {
  '22021': 'The request contains characters that cannot be stored, such as a NUL byte.',
  '22P05': 'The request contains characters that cannot be stored.',
  '22P02': 'A value is not in the expected format.',
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22023': 'A value is not valid.',
  '22025': 'A search contains an invalid escape sequence.',
  '2201B': 'A search pattern is not valid.',
  '23514': 'A value is not allowed here.',
};

/** The readable message for a PostgreSQL error caused by the client's data, or undefined. */
export function clientDataError(err: unknown): string | undefined {
  const e = err as { code?: unknown; severity?: unknown } | null;
  // pg's DatabaseError carries the server's severity; other errors with a code are not from PostgreSQL.
  if (!e || typeof e.code !== 'string' || typeof e.severity !== 'string') return undefined;
  return CLIENT_DATA_ERRORS[e.code];
}

/** Every failure leaves as `{ error: { code, message, details? } }`; only real bugs are 500s. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(body('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      reply
        .headers(err.headers)
        .code(err.statusCode)
        .send(body(err.code, err.message, err.details));
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
    if (isMalformedMultipart(err)) {
      const e = malformedUpload();
      reply.code(e.statusCode).send(body(e.code, e.message));
      return;
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) {
      reply.code(known[0]).send(body(known[1], known[2]));
      return;
    }
    if (err.statusCode === 429) {
      const after = reply.getHeader('retry-after');
      reply.code(429).send(body('over_request_rate_limit', tooManyRequests(after ?? 'a minute')));
      return;
    }
    if (isDatabaseDown(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5').code(503).send(body('service_unavailable', 'The service is briefly unavailable. Please try again in a few seconds.'));
      return;
    }
    const dataError = clientDataError(err);
    if (dataError) {
      req.log.info({ code: err.code, detail: err.message }, 'input refused by the database');
      reply.code(400).send(body('bad_request', dataError));
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
