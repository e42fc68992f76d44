import { z } from 'zod';

/** The one error body every service answers with (Supabase-style auth errors excepted). */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldError = { path: string; message: string };
