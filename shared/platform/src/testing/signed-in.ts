// The signed-in person of the browser tests, as the session store holds them: every area's
// tests sign in the same member (or admin), the way the auth client does once it knows the
// session, so a guard, a prefilled form and a dashboard all see one shape.
import { useSessionStore, type SessionUser } from '../session';

/**
 * A signed-in member, as `toSessionUser` makes them from the auth service's user: Ada Lovelace,
 * the `user` role, signed in with the password alone (aal1). `over` changes any field; a first or
 * last name given without a full name changes the full name with it, as the session does.
 */
export function signedInMember(over: Partial<SessionUser> = {}): SessionUser {
  const firstName = over.firstName ?? 'Ada';
  const lastName = over.lastName ?? 'Lovelace';
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@example.com',
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim(),
    role: 'user',
    createdAt: '2025-01-01T00:00:00Z',
    aal: 'aal1',
    ...over,
  };
}

/** A signed-in admin who also verified the second factor (aal2): the only admin the admin area lets in. */
export const signedInAdmin = (over: Partial<SessionUser> = {}): SessionUser => signedInMember({ role: 'admin', aal: 'aal2', ...over });

/** Sets the session as the auth client does once it is known: `user` signed in, or null for a visitor. */
export function signInAs(user: SessionUser | null): void {
  useSessionStore.setState({ status: 'ready', user, lastEvent: null });
}
