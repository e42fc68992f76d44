import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoreDB } from './db';

/**
 * The download-link key: made on first start and kept in the store's own schema, so
 * every replica signs alike and local runs need no secret in the environment.
 */
export async function loadSigningKey(db: Kysely<StoreDB>): Promise<Buffer> {
  await db
    .insertInto('service_secrets')
    .values({ name: 'download_links', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('service_secrets').select('value').where('name', '=', 'download_links').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export type LinkClaims = { r: string; u: string | null; exp: number };

const uuidBytes = (id: string | null) => (id ? Buffer.from(id.replace(/-/g, ''), 'hex') : Buffer.alloc(16));
const uuidText = (b: Buffer) => b.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * Claims packed as bytes (resource, member or zeros, expiry in seconds): the token has to
 * fit in one path segment, which the router limits to 100 characters.
 */
export function encodeClaims(c: LinkClaims): string {
  const exp = Buffer.alloc(4);
  exp.writeUInt32BE(c.exp);
  return Buffer.concat([uuidBytes(c.r), uuidBytes(c.u), exp]).toString('base64url');
}

// 128 bits of HMAC-SHA256 is plenty for a link that lives five minutes.
const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest().subarray(0, 16);

export function signLink(key: Buffer, claims: LinkClaims): string {
  const body = encodeClaims(claims);
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The claims of a link signed with `key` that has not expired, or null. */
export function verifyLink(key: Buffer, token: string, nowMs = Date.now()): LinkClaims | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const raw = Buffer.from(body, 'base64url');
  if (raw.length !== 36) return null;
  const user = raw.subarray(16, 32);
  const claims = { r: uuidText(raw.subarray(0, 16)), u: user.equals(Buffer.alloc(16)) ? null : uuidText(user), exp: raw.readUInt32BE(32) };
  return claims.exp * 1000 > nowMs ? claims : null;
}

/** Compares two short secrets (unlock codes) without leaking where they differ through timing. */
export function sameCode(a: string, b: string): boolean {
  const x = createHmac('sha256', 'unlock').update(a).digest();
  const y = createHmac('sha256', 'unlock').update(b).digest();
  return timingSafeEqual(x, y);
}
