// Contracts of the auth area: the shapes of Supabase Auth (GoTrue) that the shell reads
// through supabase-js and the auth service answers with, plus the password policy both check.
import { z } from 'zod';
import { email, text } from './common';

export const PASSWORD_MIN_LENGTH = 8;
// argon2 has no limit, but Supabase Auth (bcrypt) stops at 72; keep accounts portable.
export const PASSWORD_MAX_LENGTH = 72;

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export type PasswordProblem = { message: string; reasons: string[] };

/** Why a new password is refused, worded and coded like Supabase Auth's `weak_password` error; null when it is fine. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, reasons: ['length'] };
  if (length > PASSWORD_MAX_LENGTH) return { message: `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`, reasons: ['length'] };
  return null;
}

/** Error codes the shell branches on, with the messages the service sends. */
export const AUTH_MESSAGES = {
  invalid_credentials: 'Invalid login credentials',
  email_not_confirmed: 'Email not confirmed',
  user_banned: 'User is banned',
  user_already_exists: 'User already registered',
  email_exists: 'A user with this email address has already been registered',
  same_password: 'New password should be different from the old password.',
  current_password_required: 'Current password required when setting new password.',
  current_password_mismatch: 'Current password is incorrect.',
  otp_expired: 'Token has expired or is invalid',
  refresh_token_not_found: 'Invalid Refresh Token: Refresh Token Not Found',
  refresh_token_already_used: 'Invalid Refresh Token: Already Used',
  session_not_found: 'Session from session_id claim in JWT does not exist',
  over_request_rate_limit: 'Request rate limit reached',
} as const;
export type AuthErrorCode = keyof typeof AUTH_MESSAGES;

/** user_metadata: free-form like Supabase's, but flat and bounded. The site uses firstName, lastName, full_name. */
export const UserMetadata = z
  .record(z.string().min(1).max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((m) => Object.keys(m).length <= 20, 'At most 20 metadata fields');
export type UserMetadata = z.infer<typeof UserMetadata>;

/** The profile fields the account page edits (sent as `data` to updateUser). */
export const ProfileUpdate = z.strictObject({
  firstName: text(60).min(1, 'Please enter your first name'),
  lastName: text(60).min(1, 'Please enter your last name'),
});

const ts = z.string().nullable();

export const AppMetadata = z.object({ provider: z.literal('email'), providers: z.array(z.string()), role: Role });

export const Identity = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: z.object({ email: z.string(), email_verified: z.boolean(), phone_verified: z.boolean(), sub: z.string() }),
  provider: z.literal('email'),
  last_sign_in_at: ts,
  created_at: z.string(),
  updated_at: z.string(),
  email: z.string(),
});

/** A user as Supabase Auth returns it (GET /user, admin API, inside a session). */
export const AuthUser = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  phone: z.literal(''),
  email_confirmed_at: ts,
  confirmed_at: ts,
  confirmation_sent_at: ts,
  recovery_sent_at: ts,
  email_change_sent_at: ts,
  new_email: z.string().optional(),
  invited_at: ts,
  last_sign_in_at: ts,
  app_metadata: AppMetadata,
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(Identity),
  factors: z.array(z.unknown()),
  banned_until: ts,
  is_anonymous: z.literal(false),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: AuthUser,
});
export type AuthSession = z.infer<typeof AuthSession>;

// What supabase-js adds to its bodies; accepted so the strict schemas below still refuse anything else.
const clientExtras = {
  gotrue_meta_security: z.object({ captcha_token: z.string().max(4096).optional() }).optional(),
  code_challenge: z.string().max(200).nullish(),
  code_challenge_method: z.string().max(20).nullish(),
};
const password = z.string().max(1024, 'Password is too long');

export const SignupBody = z.strictObject({ email, password, data: UserMetadata.optional(), ...clientExtras });
export const PasswordGrantBody = z.strictObject({ email, password, gotrue_meta_security: clientExtras.gotrue_meta_security });
export const RefreshGrantBody = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export const RecoverBody = z.strictObject({ email, ...clientExtras });
export const OtpBody = z.strictObject({ email, data: UserMetadata.optional(), create_user: z.boolean().optional(), ...clientExtras });
export const ResendBody = z.strictObject({ email, type: z.enum(['signup', 'email_change']), ...clientExtras });

export const VerifyType = z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);
export type VerifyType = z.infer<typeof VerifyType>;
export const VerifyBody = z
  .strictObject({
    type: VerifyType,
    email: email.optional(),
    token: z.string().trim().min(1).max(200).optional(),
    token_hash: z.string().trim().min(1).max(200).optional(),
    options: z.object({ redirectTo: z.string().max(2048).optional(), captchaToken: z.string().max(4096).optional() }).optional(),
    gotrue_meta_security: clientExtras.gotrue_meta_security,
  })
  .refine((b) => b.token_hash || (b.token && b.email), 'Verify requires either a token_hash, or an email and a token');

export const UserUpdateBody = z.strictObject({
  email: email.optional(),
  password: password.optional(),
  current_password: password.optional(),
  data: UserMetadata.optional(),
  // Refused with a clear 403 rather than as an unknown field: only the server sets it.
  app_metadata: z.unknown().optional(),
  code_challenge: clientExtras.code_challenge,
  code_challenge_method: clientExtras.code_challenge_method,
});

export const InviteBody = z.strictObject({ email, data: UserMetadata.optional() });

const adminAppMetadata = z.strictObject({ role: Role });
export const AdminCreateUserBody = z.strictObject({
  email,
  password: password.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: UserMetadata.optional(),
  app_metadata: adminAppMetadata.optional(),
  ban_duration: z.string().max(40).optional(),
});
export const AdminUpdateUserBody = z.strictObject({
  email: email.optional(),
  password: password.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: UserMetadata.optional(),
  app_metadata: adminAppMetadata.optional(),
  ban_duration: z.string().max(40).optional(),
});

export const AdminUserList = z.object({ users: z.array(AuthUser), aud: z.literal('authenticated') });
