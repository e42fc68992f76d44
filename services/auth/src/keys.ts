import { createHash, randomUUID, type webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { anySigningKey, insertSigningKey, listSigningKeys, lockSigningKeys } from './data/signing-keys';
import type { AuthDB } from './db';

// Node's WebCrypto key type: services are checked without the DOM lib, which holds the global one.
type CryptoKey = webcrypto.CryptoKey;

export type SigningKeys = {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys of every stored key pair, as served at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** HMAC key for deriving refresh tokens, taken from the private key so it needs no storage of its own. */
  tokenSecret: Buffer;
};

/**
 * Creates the ES256 key pair on first start and loads it afterwards. An advisory lock
 * makes concurrent first starts (several replicas) agree on one key.
 */
async function ensureKey(db: Kysely<AuthDB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSigningKeys(trx);
    if (await anySigningKey(trx)) return;
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    const meta = { kid, alg: 'ES256', use: 'sig' };
    await insertSigningKey(trx, {
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), ...meta },
      publicJwk: { ...(await exportJWK(publicKey)), ...meta, key_ops: ['verify'] },
    });
  });
}

async function loadKeys(db: Kysely<AuthDB>): Promise<SigningKeys> {
  await ensureKey(db);
  const rows = await listSigningKeys(db);
  const newest = rows[0];
  if (!newest) throw new Error('auth: no signing key could be created');
  const privateJwk = newest.private_jwk as JWK;
  const privateKey = (await importJWK(privateJwk, 'ES256')) as CryptoKey;
  const tokenSecret = createHash('sha256').update(`refresh-token-derivation:${privateJwk.d}`).digest();
  return { kid: newest.kid, privateKey, jwks: { keys: rows.map((r) => r.public_jwk as JWK) }, tokenSecret };
}

// The verifier and the routes are built separately from the same database; they share one load.
const cache = new WeakMap<Kysely<AuthDB>, Promise<SigningKeys>>();

export function signingKeys(db: Kysely<AuthDB>): Promise<SigningKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadKeys(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
