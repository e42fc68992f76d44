import { sql, type Kysely } from 'kysely';
import type { auth } from '@sqw/contracts';
import type { AuthDB, OneTimeTokenType, PkceMethod } from '../db';

type Db = Kysely<AuthDB>;

export type StoredSecret = {
  tokenHash: string;
  codeHash: string;
  address: string;
  pendingPassword: string | null;
  pkce: { challenge: string; method: PkceMethod } | null;
  ttlSeconds: number;
};

/** Stores a token of this kind for the user, replacing any earlier one (and whatever it carried). */
export async function upsertOneTimeToken(db: Db, userId: string, type: OneTimeTokenType, s: StoredSecret): Promise<void> {
  const values = {
    token_hash: s.tokenHash,
    code_hash: s.codeHash,
    relates_to: s.address,
    pending_password: s.pendingPassword,
    code_challenge: s.pkce?.challenge ?? null,
    code_challenge_method: s.pkce?.method ?? null,
    expires_at: sql<string>`now() + make_interval(secs => ${s.ttlSeconds})`,
    created_at: sql<string>`now()`,
  };
  await db
    .insertInto('one_time_tokens')
    .values({ user_id: userId, token_type: type, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'token_type']).doUpdateSet(values))
    .execute();
}

/** The password a pending signup confirmation carries. */
export async function pendingPassword(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('pending_password')
    .where('user_id', '=', userId)
    .where('token_type', '=', 'confirmation')
    .executeTakeFirst();
  return row?.pending_password ?? null;
}

/** Deletes the user's live reauthentication nonce with this code hash; false when there is none. */
export async function deleteNonce(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', userId)
    .where('token_type', '=', 'reauthentication')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', sql<string>`now()`)
    .returning('id')
    .execute();
  return rows.length > 0;
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

/** A link's token hash, or a typed code's hash with the address it went to. */
export type StoredProof = { tokenHash: string } | { codeHash: string; address: string };

/** Deletes (single use) and answers a live token of the kinds `type` accepts matching the proof. */
export async function takeOneTimeToken(db: Db, type: auth.VerifyType, proof: StoredProof) {
  let q = db
    .deleteFrom('one_time_tokens')
    .where('token_type', 'in', KINDS[type])
    .where('expires_at', '>', sql<string>`now()`);
  q = 'tokenHash' in proof ? q.where('token_hash', '=', proof.tokenHash) : q.where('code_hash', '=', proof.codeHash).where('relates_to', '=', proof.address);
  const rows = await q.returningAll().execute();
  return rows[0] ?? null;
}

/** A completed e-mail change voids the links of both addresses. */
export const deleteEmailChangeTokens = (db: Db, userId: string) =>
  db.deleteFrom('one_time_tokens').where('user_id', '=', userId).where('token_type', 'in', ['email_change', 'email_change_current']).execute();

/** Expired tokens are useless; dropped by the periodic cleanup. */
export async function pruneOneTimeTokens(db: Db): Promise<void> {
  await db
    .deleteFrom('one_time_tokens')
    .where('expires_at', '<', sql<string>`now()`)
    .execute();
}
