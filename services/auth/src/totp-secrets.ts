import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { SigningKeys } from './keys';

const VERSION = 'v1';

// Derived from the signing key like the refresh-token secret: a copy of the database alone
// (a backup, a dump) does not yield anyone's TOTP secret.
const keyOf = (keys: Pick<SigningKeys, 'tokenSecret'>) => createHmac('sha256', keys.tokenSecret).update('mfa-totp-secret').digest();

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>`, base64url. */
export function encryptSecret(keys: Pick<SigningKeys, 'tokenSecret'>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keys), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

export function decryptSecret(keys: Pick<SigningKeys, 'tokenSecret'>, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keys), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
