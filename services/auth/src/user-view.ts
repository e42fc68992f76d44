import { randomUUID } from 'node:crypto';
import type { auth } from '@sqw/contracts';
import type { UserRow } from './db';

/** A stored user in Supabase Auth's JSON shape, with the single e-mail identity the site supports. */
export function toUser(u: UserRow, factors: auth.Factor[] = []): auth.AuthUser {
  const confirmed = u.email_confirmed_at;
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    phone: '',
    email_confirmed_at: confirmed,
    confirmed_at: confirmed,
    confirmation_sent_at: u.confirmation_sent_at,
    recovery_sent_at: u.recovery_sent_at,
    email_change_sent_at: u.email_change_sent_at,
    ...(u.email_change ? { new_email: u.email_change } : {}),
    invited_at: u.invited_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: appMetadata(u),
    user_metadata: u.user_metadata,
    identities: [
      {
        identity_id: u.identity_id,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: confirmed !== null, phone_verified: false, sub: u.id },
        provider: 'email',
        last_sign_in_at: u.last_sign_in_at,
        created_at: u.created_at,
        updated_at: u.updated_at,
        email: u.email,
      },
    ],
    factors,
    banned_until: u.banned_until,
    is_anonymous: false,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}

/**
 * What signup answers for an address that already has an account, so a stranger learns
 * neither its id nor its data: a plausible new unconfirmed user with a random id. As on
 * hosted Supabase, a confirmed account's stand-in has no identities.
 */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>, confirmed: boolean): auth.AuthUser {
  const id = randomUUID();
  const now = new Date().toISOString();
  const identity = {
    identity_id: randomUUID(),
    id,
    user_id: id,
    identity_data: { email, email_verified: false, phone_verified: false, sub: id },
    provider: 'email' as const,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
    email,
  };
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    email_confirmed_at: null,
    confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change_sent_at: null,
    invited_at: null,
    last_sign_in_at: null,
    app_metadata: { provider: 'email', providers: ['email'], role: 'user' },
    user_metadata: metadata,
    identities: confirmed ? [] : [identity],
    factors: [],
    banned_until: null,
    is_anonymous: false,
    created_at: now,
    updated_at: now,
  };
}

/** app_metadata as clients see it: the admin's keys, then the server's (which they cannot override). */
export const appMetadata = (u: Pick<UserRow, 'app_metadata' | 'role'>) => ({
  ...u.app_metadata,
  provider: 'email' as const,
  providers: ['email'],
  role: u.role,
});

export const isBanned = (u: Pick<UserRow, 'banned_until'>) => u.banned_until !== null && new Date(u.banned_until).getTime() > Date.now();
