import { sql, type Kysely } from 'kysely';
import type { AuthDB } from '../db';

type Db = Kysely<AuthDB>;

/** Holds the signing-key lock until the transaction ends, so concurrent first starts agree on one key. */
export const lockSigningKeys = async (trx: Db) => {
  await sql`select pg_advisory_xact_lock(hashtext('auth.signing_keys'))`.execute(trx);
};

export const anySigningKey = async (db: Db) => (await db.selectFrom('signing_keys').select('kid').executeTakeFirst()) !== undefined;

export const insertSigningKey = (db: Db, k: { kid: string; privateJwk: object; publicJwk: object }) =>
  db
    .insertInto('signing_keys')
    .values({ kid: k.kid, private_jwk: JSON.stringify(k.privateJwk), public_jwk: JSON.stringify(k.publicJwk) })
    .execute();

/** Every stored key pair, newest first. */
export const listSigningKeys = (db: Db) => db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').execute();
