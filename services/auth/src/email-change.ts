import { enqueueMail } from '@sqw/service-kit';
import { sql, type Kysely } from 'kysely';
import { touch, updateUser } from './data/users';
import type { AuthConfig } from './config';
import type { AuthDB, UserRow } from './db';
import { emailChangeCurrentMail, emailChangeMail } from './mails';
import { issueOneTimeToken } from './one-time-tokens';
import type { Pkce } from './pkce';

/**
 * Starts (or restarts) an e-mail change confirmed by both addresses: the new one proves it
 * is the member's, the current one that the member (and not a stolen session) asked for it.
 * Each gets its own link and code; the change takes effect when both are used.
 */
export async function issueEmailChange(trx: Kysely<AuthDB>, config: AuthConfig, user: UserRow, newEmail: string, pkce: Pkce | null = null) {
  const toNew = await issueOneTimeToken(trx, user.id, 'email_change', newEmail, config.OTP_TTL, { pkce });
  const toCurrent = await issueOneTimeToken(trx, user.id, 'email_change_current', user.email, config.OTP_TTL, { pkce });
  const updated = await updateUser(trx, user.id, {
    email_change: newEmail,
    email_change_sent_at: sql<string>`now()`,
    email_change_confirm_status: 0,
    ...touch(),
  });
  return { toNew, toCurrent, user: updated };
}

/** issueEmailChange, and both mails. */
export async function sendEmailChange(trx: Kysely<AuthDB>, config: AuthConfig, user: UserRow, newEmail: string, redirectTo: string, pkce: Pkce | null = null) {
  const issued = await issueEmailChange(trx, config, user, newEmail, pkce);
  await enqueueMail(trx, emailChangeMail({ config, to: newEmail, secret: issued.toNew, redirectTo }));
  await enqueueMail(trx, emailChangeCurrentMail({ config, to: user.email, secret: issued.toCurrent, redirectTo }, newEmail));
  return issued.user;
}
