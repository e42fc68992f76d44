/** How strongly the session's owner proved who they are: aal2 once a second factor (TOTP) was verified. */
export type Aal = 'aal1' | 'aal2';

/**
 * The aal claim of an access token, read without verifying it: the UI only decides what to
 * show (the code step before the Admin Portal); every service checks the signed token itself.
 */
export function aalOf(accessToken: string | null | undefined): Aal {
  const payload = accessToken?.split('.')[1];
  if (!payload) return 'aal1';
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    return (JSON.parse(json) as { aal?: unknown }).aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}
