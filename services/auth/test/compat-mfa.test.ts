// supabase-js's auth.mfa against the service: enrol, challenge, verify, list, assurance level, unenrol.
import { confirmedUser, events, startAuth, type Auth } from './harness';
import { nextCode, wrongCode } from './mfa-helpers';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

async function signedIn(email: string) {
  await confirmedUser(t, email);
  const sb = t.client();
  expect((await sb.auth.signInWithPassword({ email, password: 'member-password-1' })).error).toBeNull();
  return sb;
}

describe('supabase-js auth.mfa', () => {
  it('enrols, challenges and verifies a TOTP factor, and reports aal2 after', async () => {
    const sb = await signedIn('sb-mfa@example.com');
    const seen = events(sb);
    expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator', issuer: 'SQW' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Authenticator' });
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect((await sb.auth.mfa.listFactors()).data).toMatchObject({ all: [{ id: factor.id, status: 'unverified' }], totp: [] });

    const challenge = await sb.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: wrongCode(factor.totp.secret) });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verified = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: await nextCode(factor.totp.secret) });
    expect(verified.error).toBeNull();
    expect(seen.seen).toContain('MFA_CHALLENGE_VERIFIED');
    const level = (await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data!;
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['totp', 'password']);
    expect((await sb.auth.mfa.listFactors()).data!.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' })]);

    // A refreshed session is still aal2.
    const refreshed = await sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal2');
  });

  it('challengeAndVerify in one call; a later password sign-in is aal1 with aal2 next; unenrol needs aal2', async () => {
    const sb = await signedIn('sb-mfa-2@example.com');
    const factor = (await sb.auth.mfa.enroll({ factorType: 'totp' })).data!;
    expect((await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await nextCode(factor.totp.secret) })).error).toBeNull();

    const again = t.client();
    expect((await again.auth.signInWithPassword({ email: 'sb-mfa-2@example.com', password: 'member-password-1' })).error).toBeNull();
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await again.auth.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const replay = await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: 'abc' });
    expect(replay.error).toMatchObject({ code: 'mfa_verification_failed' });

    expect((await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await nextCode(factor.totp.secret) })).error).toBeNull();
    const removed = await again.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await again.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect((await again.auth.mfa.challenge({ factorId: factor.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
