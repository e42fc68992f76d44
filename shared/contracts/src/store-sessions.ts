// Contracts of a member's coaching sessions.
import { z } from 'zod';
import { optionalText, uuid } from './common';

export const SessionStatus = z.enum(['requested', 'confirmed', 'completed', 'cancelled']);
export type SessionStatus = z.infer<typeof SessionStatus>;
/** A time the coach could meet, which must still be ahead. */
export const futureTime = z.iso
  .datetime({ offset: true, message: 'Please give a date and time such as 2030-01-31T15:00:00Z.' })
  .refine((v) => Date.parse(v) > Date.now(), 'Preferred times must be in the future.');

export const SessionRequest = z.strictObject({
  preferred_times: z
    .array(futureTime)
    .min(1, 'Please suggest at least one time.')
    .max(3, 'Please suggest at most three times.')
    .refine((a) => new Set(a.map((v) => Date.parse(v))).size === a.length, 'Please suggest different times.'),
  topic: optionalText(500),
});
export type SessionRequest = z.input<typeof SessionRequest>;

export const CoachingSession = z.object({
  id: uuid,
  status: SessionStatus,
  preferred_times: z.array(z.string()),
  topic: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  admin_note: z.string().nullable(),
  created_at: z.string(),
});
export type CoachingSession = z.infer<typeof CoachingSession>;
export const SessionList = z.object({ credits_available: z.number().int(), items: z.array(CoachingSession) });
