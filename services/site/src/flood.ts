import { AppError } from '@sqw/service-kit';
import { sql, type Transaction } from 'kysely';
import type { SiteDB } from './db';
import { sha256 } from './tokens';

export type FloodRule = { form: string; maxPerHour: number; message: string };

export const FLOOD_RULES = {
  newsletter: { form: 'newsletter', maxPerHour: 5, message: 'Too many sign-ups for this email address. Please try again in an hour.' },
  guide: { form: 'guide', maxPerHour: 3, message: 'This email address has requested the guide too often. Please check your inbox or try again in an hour.' },
  contact: { form: 'contact', maxPerHour: 5, message: 'Too many messages from this email address. Please try again in an hour.' },
} satisfies Record<string, FloodRule>;

/** Per-sender limits of the public forms (the kit's rate limiter; 429 in the shared error shape). */
export const FORM_RATE_LIMIT = { perSender: 10, perAddress: 100, timeWindow: '10 minutes', emailField: 'email' };

/**
 * Refuses the post with a 429 when this address already used the form `maxPerHour` times in
 * the last hour, else records the attempt. Runs in the form's transaction: a refused or failed
 * post leaves no trace, and an advisory lock keeps concurrent posts of one address in line.
 */
export async function limitPerAddress(trx: Transaction<SiteDB>, rule: FloodRule, email: string): Promise<void> {
  const hash = sha256(email.toLowerCase());
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.form}:${hash}`}, 0))`.execute(trx);
  const { n } = await trx
    .selectFrom('form_attempts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('form', '=', rule.form)
    .where('address_hash', '=', hash)
    .where('created_at', '>', sql<string>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (n >= rule.maxPerHour) throw new AppError(429, 'over_request_rate_limit', rule.message, undefined, { 'retry-after': '3600' });
  await trx.insertInto('form_attempts').values({ form: rule.form, address_hash: hash }).execute();
  // Attempts only matter for an hour; older ones are dropped as new ones arrive.
  await trx
    .deleteFrom('form_attempts')
    .where('created_at', '<', sql<string>`now() - interval '1 day'`)
    .execute();
}
