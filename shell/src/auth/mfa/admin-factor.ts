import { getAuthClient } from '@sqw/platform';

export type FactorStep =
  | { kind: 'loading' }
  | { kind: 'enrol'; factorId: string; qrCode: string; secret: string }
  | { kind: 'code'; factorId: string }
  | { kind: 'failed'; error: Error };

/**
 * What the admin's second step needs: their verified TOTP factor, or a new one to enrol (the
 * first admin sign-in). Enrolments left unfinished earlier are removed first, so a reload
 * starts a clean one rather than piling up unverified factors.
 */
export async function loadAdminFactor(): Promise<Exclude<FactorStep, { kind: 'loading' }>> {
  const { auth } = await getAuthClient();
  const listed = await auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  const verified = listed.data.totp[0];
  if (verified) return { kind: 'code', factorId: verified.id };
  for (const stale of listed.data.all.filter((f) => f.status === 'unverified')) await auth.mfa.unenroll({ factorId: stale.id });
  const enrolled = await auth.mfa.enroll({ factorType: 'totp', issuer: 'SQW Admin Portal' });
  if (enrolled.error) throw enrolled.error;
  return { kind: 'enrol', factorId: enrolled.data.id, qrCode: enrolled.data.totp.qr_code, secret: enrolled.data.totp.secret };
}

/** Verifies a code; on success supabase-js stores the aal2 session and the session store follows. */
export async function verifyAdminCode(factorId: string, code: string): Promise<Error | null> {
  const { auth } = await getAuthClient();
  const { error } = await auth.mfa.challengeAndVerify({ factorId, code });
  return error;
}
