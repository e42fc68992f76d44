import type { z } from 'zod';
import { AuthApiError } from './errors';

/** For bodies whose schema depends on the query (the token grants): the same 400s as route schemas give. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  if (path === 'email') throw new AuthApiError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  throw new AuthApiError(400, 'validation_failed', path ? `${path}: ${issue?.message}` : (issue?.message ?? 'Invalid request.'));
}
