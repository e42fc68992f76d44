import { nextTotpCode } from './totp-code';

type Session = { access_token: string; refresh_token: string; user: { id: string } };

/**
 * Lifts a password session to aal2, as admin routes require: with the account's verified
 * factor when its `secret` is known (the launcher's admin), otherwise by enrolling a new one
 * (an admin made for a test). Returns the new session and the factor's secret.
 */
export async function withSecondFactor<S extends Session>(
  authV1: string,
  anonKey: string,
  session: S,
  secret?: string,
): Promise<{ session: S; secret: string }> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${authV1}${path}`, {
      method,
      headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, any>;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  let factorId: string;
  if (secret) {
    const user = await call('GET', '/user');
    factorId = (user.factors as { id: string; status: string }[]).find((f) => f.status === 'verified')?.id ?? '';
    if (!factorId) throw new Error('the account has no verified authenticator');
  } else {
    const enrolled = await call('POST', '/factors', { factor_type: 'totp' });
    factorId = enrolled.id as string;
    secret = enrolled.totp.secret as string;
  }
  const challenge = await call('POST', `/factors/${factorId}/challenge`, {});
  const verified = await call('POST', `/factors/${factorId}/verify`, { challenge_id: challenge.id, code: await nextTotpCode(secret) });
  return { session: verified as S, secret };
}
