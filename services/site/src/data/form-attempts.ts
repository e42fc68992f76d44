import { AppError } from '@sqw/service-kit';
import { sql, type Transaction } from 'kysely';
import type { SiteDB } from '../db';
import type { FloodRule } from '../flood';
import { sha256 } from '../tokens';

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
