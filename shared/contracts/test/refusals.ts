import type { z } from 'zod';

/** The field paths (dotted) and messages `schema` refuses `input` with; an accepted input fails the test. */
export function refusals(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected the input to be refused');
  return r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
