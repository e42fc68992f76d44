// The token verifier remembers a token it verified, and only as long as the token itself holds.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { keySetVerifier } from '../src/auth';

const T0 = Date.parse('2026-11-24T12:00:00Z');

async function issuer() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] });
  const sign = (expiresAt: number, claims: object = {}) =>
    new SignJWT({ email: 'm@example.com', aal: 'aal1', app_metadata: { role: 'user' }, user_metadata: { full_name: 'Ada' }, ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject('11111111-1111-4111-8111-111111111111')
      .setAudience('authenticated')
      .setIssuedAt(Math.floor(T0 / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(privateKey);
  return { keys, sign };
}

/** The key set, counting how often a signature is checked against it. */
const counting = (keys: JWTVerifyGetKey) => {
  const use = { checks: 0 };
  const set: JWTVerifyGetKey = (header, token) => (use.checks++, keys(header, token));
  return { set, use };
};

it('checks the signature of a token once, and answers its next uses from memory', async () => {
  const { keys, sign } = await issuer();
  const { set, use } = counting(keys);
  let now = T0;
  const verify = keySetVerifier(set, () => now);
  const token = await sign(T0 + 3600_000);
  const first = await verify(token);
  now += 30_000;
  expect(await verify(token)).toEqual(first);
  expect(first).toMatchObject({ id: '11111111-1111-4111-8111-111111111111', email: 'm@example.com', name: 'Ada', role: 'user', aal: 'aal1' });
  expect(use.checks).toBe(1);
  expect(Object.isFrozen(first)).toBe(true);
});

it('refuses a remembered token once it has expired, and checks it again after a minute', async () => {
  const { keys, sign } = await issuer();
  const { set, use } = counting(keys);
  let now = T0;
  const verify = keySetVerifier(set, () => now);
  const shortLived = await sign(T0 + 10_000);
  const longLived = await sign(T0 + 3600_000, { session_id: 'other' });
  await verify(shortLived);
  await verify(longLived);
  now = T0 + 10_000;
  await expect(verify(shortLived)).rejects.toThrow(/exp/);
  now = T0 + 61_000;
  await verify(longLived);
  expect(use.checks).toBe(4);
});

it('never remembers a token that failed', async () => {
  const mine = await issuer();
  const theirs = await issuer();
  const { set, use } = counting(mine.keys);
  const verify = keySetVerifier(set, () => T0);
  const forged = await theirs.sign(T0 + 3600_000);
  await expect(verify(forged)).rejects.toThrow();
  await expect(verify(forged)).rejects.toThrow();
  expect(use.checks).toBe(2);
  const [head, , sig] = (await mine.sign(T0 + 3600_000)).split('.');
  const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: 'someone-else', aud: 'authenticated', exp: T0 / 1000 + 3600 })).toString('base64url')}.${sig}`;
  await expect(verify(tampered)).rejects.toThrow();
});
