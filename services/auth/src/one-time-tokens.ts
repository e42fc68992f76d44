import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { auth } from '@sqw/contracts';
import { deleteNonce, takeOneTimeToken, upsertOneTimeToken } from './data/one-time-tokens';
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
  await upsertOneTimeToken(db, userId, type, {
    tokenHash: sha256(linkToken),
    codeHash: codeHash(address, code),
    address,
    pendingPassword: extras.pendingPassword ?? null,
    pkce: extras.pkce ?? null,
    ttlSeconds,
  });
  return { linkToken, code };
}

/** Redeems a reauthentication nonce of this user (single use); false when it does not match. */
export const consumeNonce = (db: Kysely<AuthDB>, userId: string, address: string, nonce: string) => deleteNonce(db, userId, codeHash(address, nonce));

export type Proof = { tokenHash?: string; email?: string; code?: string };

/** Finds and deletes (single use) a live token matching the proof; null when none does. */
export async function consumeOneTimeToken(db: Kysely<AuthDB>, type: auth.VerifyType, proof: Proof) {
  if (proof.tokenHash) return takeOneTimeToken(db, type, { tokenHash: sha256(proof.tokenHash) });
  if (proof.email && proof.code) return takeOneTimeToken(db, type, { codeHash: codeHash(proof.email, proof.code), address: proof.email.toLowerCase() });
  return null;
}
