import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { auth } from '@sqw/contracts';
import { insertFlowState, takeFlowState } from './data/flow-states';
import type { AuthDB, PkceMethod } from './db';
import { AuthApiError, known, validationFailed } from './errors';
import { opaqueToken, sha256 } from './tokens';

export type Pkce = { challenge: string; method: PkceMethod };

/** How long the auth code of a redeemed link waits for its exchange. */
const FLOW_STATE_TTL_SECONDS = 300;

/**
 * The PKCE parameters supabase-js sends with `flowType: 'pkce'` (none with 'implicit'):
 * both or neither, and a method this server knows.
 */
export function pkceParams(body: auth.PkceParams): Pkce | null {
  const challenge = body.code_challenge || null;
  const method = body.code_challenge_method?.toLowerCase() || null;
  if (!challenge && !method) return null;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain') throw validationFailed(`code challenge method not supported: ${method}`);
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  return { challenge, method };
}

/** A redeemed PKCE link: an auth code (returned in the redirect) that the client exchanges with its verifier. */
export async function issueAuthCode(db: Kysely<AuthDB>, userId: string, pkce: Pkce, method: string): Promise<string> {
  const code = opaqueToken();
  await insertFlowState(db, {
    authCodeHash: sha256(code),
    userId,
    challenge: pkce.challenge,
    method: pkce.method,
    authenticationMethod: method,
    ttlSeconds: FLOW_STATE_TTL_SECONDS,
  });
  return code;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Consumes an auth code (single use, even when the verifier is wrong) and checks the verifier against its challenge. */
export async function redeemAuthCode(db: Kysely<AuthDB>, authCode: string, verifier: string) {
  const flow = await takeFlowState(db, sha256(authCode));
  if (!flow) throw known(404, 'flow_state_not_found');
  if (new Date(flow.expires_at).getTime() < Date.now()) throw known(404, 'flow_state_expired');
  if (verifier.length < 43 || verifier.length > 128) throw validationFailed('code verifier has to be between 43 and 128 characters');
  const expected = flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (!same(expected, flow.code_challenge)) throw new AuthApiError(403, 'bad_code_verifier', auth.AUTH_MESSAGES.bad_code_verifier);
  return flow;
}
