// Completing the second step of an admin's sign-in in tests, as an authenticator app would.
import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '../src/totp';
import type { Auth } from './harness';

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();
/** Secrets of the factors enrolled here, by user id. */
const secrets = new Map<string, string>();

/**
 * A code the service will take: each code is good once, so each call uses a newer 30-second
 * step than the last (the current one or the next, which the service accepts for clock
 * drift), waiting for the clock when both are used.
 */
export async function nextCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max((lastStep.get(secret) ?? 0) + 1, now);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return totpCode(secret, step * PERIOD_MS);
    }
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 50));
  }
}

/** A six-digit code that is not the current one (nor one step either side). */
export const wrongCode = (secret: string) => {
  const near = [-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.includes(candidate)) return candidate;
  }
};

type Session = { access_token: string; refresh_token: string; user: { id: string } };

/** Lifts a password session to aal2: enrols a TOTP factor on first use, then challenges and verifies it. */
export async function withSecondFactor(t: Auth, session: Session): Promise<Session> {
  const userId = session.user.id;
  let secret = secrets.get(userId);
  let factorId: string;
  if (!secret) {
    const enrolled = await t.call('POST', '/factors', { factor_type: 'totp' }, session.access_token);
    if (enrolled.statusCode !== 200) throw new Error(`enrol failed: ${enrolled.body}`);
    secret = enrolled.json().totp.secret as string;
    factorId = enrolled.json().id as string;
    secrets.set(userId, secret);
  } else {
    const user = (await t.call('GET', '/user', undefined, session.access_token)).json() as { factors: { id: string; status: string }[] };
    factorId = user.factors.find((f) => f.status === 'verified')!.id;
  }
  const challenge = await t.call('POST', `/factors/${factorId}/challenge`, {}, session.access_token);
  const verified = await t.call(
    'POST',
    `/factors/${factorId}/verify`,
    { challenge_id: challenge.json().id, code: await nextCode(secret) },
    session.access_token,
  );
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json() as Session;
}

/** An admin's aal2 session: the password, then the code. */
export async function adminSession(t: Auth, email: string, password: string): Promise<Session> {
  const res = await t.call('POST', '/token?grant_type=password', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return withSecondFactor(t, res.json() as Session);
}

/** The same through supabase-js: signs `client` in and lifts its session to aal2. */
export async function signInAdmin(client: SupabaseClient, email: string, password: string): Promise<void> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const userId = data.user.id;
  let secret = secrets.get(userId);
  let factorId: string;
  if (!secret) {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    secret = enrolled.data.totp.secret;
    factorId = enrolled.data.id;
    secrets.set(userId, secret);
  } else {
    const factors = await client.auth.mfa.listFactors();
    factorId = factors.data!.totp[0]!.id;
  }
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: await nextCode(secret) });
  if (verified.error) throw verified.error;
}
