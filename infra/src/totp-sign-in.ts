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
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${authV1}${path}`, {
      method,
      headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await res.json();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json as T;
  };
  let factorId: string;
  if (secret) {
    const user = await call<{ factors: { id: string; status: string }[] }>('GET', '/user');
    factorId = user.factors.find((f) => f.status === 'verified')?.id ?? '';
    if (!factorId) throw new Error('the account has no verified authenticator');
  } else {
    const enrolled = await call<{ id: string; totp: { secret: string } }>('POST', '/factors', { factor_type: 'totp' });
    factorId = enrolled.id;
    secret = enrolled.totp.secret;
  }
  const challenge = await call<{ id: string }>('POST', `/factors/${factorId}/challenge`, {});
  const verified = await call<S>('POST', `/factors/${factorId}/verify`, { challenge_id: challenge.id, code: await nextTotpCode(secret) });
  return { session: verified, secret };
}
