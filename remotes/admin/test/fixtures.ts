import type { auth } from '@sqw/contracts';

/** A GoTrue user as the auth service's admin API lists it: a member, invited, not yet confirmed. */
export const authUser = (over: Partial<auth.AuthUser> = {}): auth.AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ivy@example.com',
  phone: '',
  email_confirmed_at: null,
  confirmed_at: null,
  confirmation_sent_at: null,
  recovery_sent_at: null,
  email_change_sent_at: null,
  invited_at: null,
  last_sign_in_at: null,
  app_metadata: { provider: 'email', providers: ['email'], role: 'user' },
  user_metadata: { full_name: 'Ivy Invited' },
  identities: [],
  factors: [],
  banned_until: null,
  is_anonymous: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
