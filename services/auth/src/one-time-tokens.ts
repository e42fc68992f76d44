import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { auth } from '@sqw/contracts';
import type { AuthDB, OneTimeTokenType } from './db';
import type { Pkce } from './pkce';
import { opaqueToken, sha256 } from './tokens';

export type OneTimeSecret = { linkToken: string; code: string };

const codeHash = (address: string, code: string) => sha256(`${address.toLowerCase()}:${code}`);

/** What a token carries besides its secret: a signup's password hash, a PKCE challenge. */
export type TokenExtras = { pendingPassword?: string | null; pkce?: Pkce | null };

/**
 * A new e-mail secret for one purpose: a random link token (for the link) and a six-digit
 * code (to type in), both single-use and stored only as hashes. It replaces any earlier
 * token of the same kind for that user, and with it whatever that token carried.
 */
export async function issueOneTimeToken(
  db: Kysely<AuthDB>,
  userId: string,
  type: OneTimeTokenType,
  address: string,
  ttlSeconds: number,
  extras: TokenExtras = {},
): Promise<OneTimeSecret> {
  const linkToken = opaqueToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    token_hash: sha256(linkToken),
    code_hash: codeHash(address, code),
    relates_to: address,
    pending_password: extras.pendingPassword ?? null,
    code_challenge: extras.pkce?.challenge ?? null,
    code_challenge_method: extras.pkce?.method ?? null,
    expires_at: sql<string>`now() + make_interval(secs => ${ttlSeconds})`,
    created_at: sql<string>`now()`,
  };
  await db
    .insertInto('one_time_tokens')
    .values({ user_id: userId, token_type: type, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'token_type']).doUpdateSet(values))
    .execute();
  return { linkToken, code };
}

/** Which stored kinds a verify `type` accepts (`email` is the typed code of a signup or magic link). */
const KINDS: Record<auth.VerifyType, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  email: ['confirmation', 'magiclink'],
  magiclink: ['magiclink', 'confirmation'],
  invite: ['invite'],
  recovery: ['recovery'],
  email_change: ['email_change', 'email_change_current'],
};

/** The password a pending signup confirmation carries (to tell an unconfirmed account's owner "confirm first"). */
export async function pendingPassword(db: Kysely<AuthDB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('pending_password')
    .where('user_id', '=', userId)
    .where('token_type', '=', 'confirmation')
    .executeTakeFirst();
  return row?.pending_password ?? null;
}

/** Redeems a reauthentication nonce of this user (single use); false when it does not match. */
export async function consumeNonce(db: Kysely<AuthDB>, userId: string, address: string, nonce: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', userId)
    .where('token_type', '=', 'reauthentication')
    .where('code_hash', '=', codeHash(address, nonce))
    .where('expires_at', '>', sql<string>`now()`)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export type Proof = { tokenHash?: string; email?: string; code?: string };

/** Finds and deletes (single use) a live token matching the proof; null when none does. */
export async function consumeOneTimeToken(db: Kysely<AuthDB>, type: auth.VerifyType, proof: Proof) {
  let q = db
    .deleteFrom('one_time_tokens')
    .where('token_type', 'in', KINDS[type])
    .where('expires_at', '>', sql<string>`now()`);
  if (proof.tokenHash) q = q.where('token_hash', '=', sha256(proof.tokenHash));
  else if (proof.email && proof.code) q = q.where('code_hash', '=', codeHash(proof.email, proof.code)).where('relates_to', '=', proof.email.toLowerCase());
  else return null;
  const rows = await q.returningAll().execute();
  return rows[0] ?? null;
}

/** Expired tokens are useless; drop them with the periodic cleanup. */
export async function pruneOneTimeTokens(db: Kysely<AuthDB>): Promise<void> {
  await db
    .deleteFrom('one_time_tokens')
    .where('expires_at', '<', sql<string>`now()`)
    .execute();
}
