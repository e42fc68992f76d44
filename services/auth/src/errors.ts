import { AppError, isDatabaseDown } from '@sqw/service-kit';
import { auth } from '@sqw/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export const API_VERSION = '2024-01-01';

/** An error rendered in Supabase Auth's body; `extra` carries fields such as `weak_password`. */
export class AuthApiError extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(statusCode, code, message, undefined, headers);
  }
}

/** One of the well-known codes with its standard message. */
export const known = (status: number, code: auth.AuthErrorCode, extra?: Record<string, unknown>) =>
  new AuthApiError(status, code, auth.AUTH_MESSAGES[code], extra);

export const validationFailed = (message: string, extra?: Record<string, unknown>) => new AuthApiError(400, 'validation_failed', message, extra);

export const weakPassword = (problem: auth.PasswordProblem) =>
  new AuthApiError(422, 'weak_password', problem.message, { weak_password: { reasons: problem.reasons, message: problem.message } });

export const noAuthorization = () => new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const userNotFound = () => new AuthApiError(404, 'user_not_found', 'User not found');

/** Both codes the clients read: `code` (API version 2024-01-01) and the older `error_code`; `msg` is read first by supabase-js. */
export function sendAuthError(reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ code, error_code: code, message, msg: message, ...extra });
}

// The kit's hooks throw its own codes (bearer check, admin rule); GoTrue names them differently.
const KIT_CODES: Record<string, [number, string, string]> = {
  invalid_token: [403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature'],
  // A revoked session or user: what GoTrue answers for a session it no longer has, which
  // supabase-js takes as "signed out".
  session_revoked: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'],
  unauthorized: [401, 'no_authorization', 'This endpoint requires a valid Bearer token'],
  forbidden: [403, 'not_admin', 'User not allowed'],
};

const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'bad_content_type', 'Send the request body as application/json.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_json', 'Invalid Content-Length.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_json', 'Could not parse request body as JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_json', 'The request body is empty.'],
};

function validationMessage(err: FastifyError): { code: string; message: string } {
  const first = err.validation?.[0];
  const path = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (path === 'email') return { code: 'email_address_invalid', message: 'Unable to validate email address: invalid format' };
  const text = first?.message ?? 'Invalid request.';
  return { code: 'validation_failed', message: path ? `${path}: ${text}` : text };
}

/** Every error under /auth/v1 leaves in Supabase Auth's body shape, and bad input never becomes a 500. */
export function installAuthErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AuthApiError) return sendAuthError(reply.headers(err.headers), err.statusCode, err.code, err.message, err.extra);
    if (err instanceof AppError) {
      const [status, code, message] = KIT_CODES[err.code] ?? [err.statusCode, err.code, err.message];
      return sendAuthError(reply.headers(err.headers), status, code, message);
    }
    if (err.validation) {
      const v = validationMessage(err);
      return sendAuthError(reply, 400, v.code, v.message);
    }
    const fastifyCode = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (fastifyCode) return sendAuthError(reply, ...fastifyCode);
    if (err instanceof SyntaxError) return sendAuthError(reply, 400, 'bad_json', 'Could not parse request body as JSON.');
    if (isDatabaseDown(err)) {
      req.log.warn({ err }, 'database unavailable');
      return sendAuthError(reply.header('retry-after', '5'), 503, 'service_unavailable', 'The service is briefly unavailable. Please try again.');
    }
    // Two requests claiming one address at the same instant: the loser gets what a later request would.
    const pg = err as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'users_email_key') return sendAuthError(reply, 422, 'email_exists', auth.AUTH_MESSAGES.email_exists);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return sendAuthError(reply, err.statusCode, 'validation_failed', err.message);
    req.log.error({ err }, 'unhandled error');
    return sendAuthError(reply, 500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  });
  app.setNotFoundHandler((req, reply) => sendAuthError(reply, 404, 'not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
}
