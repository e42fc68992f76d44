import { createLocalJWKSet } from 'jose';
import { keySetVerifier, type TokenVerifier } from '@sqw/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDB } from './db';
import { signingKeys } from './keys';

/**
 * Bearer tokens of this service: supabase-js sends the public anon key as the bearer while
 * signed out, which is anonymous (null), not an invalid token. Everything else must be an
 * ES256 access token signed by one of our keys.
 */
export async function authVerifier(db: Kysely<AuthDB>, anonKey: string): Promise<TokenVerifier> {
  const { jwks } = await signingKeys(db);
  const verify = keySetVerifier(createLocalJWKSet(jwks));
  return async (token) => (token === anonKey ? null : verify(token));
}
