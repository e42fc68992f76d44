// Contracts of the auth area: the shapes of Supabase Auth (GoTrue) that the shell reads
// through supabase-js and the auth service answers with, plus the password policy both check.
import { z } from 'zod';
import { CONTROL_CHARACTERS, email, IdParam, text } from './common';
import { endpointsOf } from './endpoint';
import { Challenge, ChallengeBody, EnrolledFactor, EnrollFactorBody, Factor, FactorParam, UnenrolledFactor, VerifyFactorBody } from './auth-mfa';

export * from './auth-mfa';

export const PASSWORD_MIN_LENGTH = 8;
// argon2 has no limit, but Supabase Auth (bcrypt) stops at 72; keep accounts portable.
export const PASSWORD_MAX_LENGTH = 72;

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export type PasswordProblem = { message: string; reasons: string[] };

// The one wording of the rule: every form (registration, reset, invitation, account, admin
// settings) and the auth service say it with these, so a refusal reads the same wherever it comes from.
export const PASSWORD_TOO_SHORT = `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** Why a new password is refused, worded and coded like Supabase Auth's `weak_password` error; null when it is fine. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { message: PASSWORD_TOO_SHORT, reasons: ['length'] };
  if (length > PASSWORD_MAX_LENGTH) return { message: PASSWORD_TOO_LONG, reasons: ['length'] };
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
  reauthentication_needed: 'Password update requires reauthentication.',
  reauthentication_not_valid: 'Requires reauthentication',
  anonymous_provider_disabled: 'Anonymous sign-ins are disabled',
  flow_state_not_found: 'invalid flow state, no valid flow state found',
  flow_state_expired: 'invalid flow state, flow state has expired',
  bad_code_verifier: 'code challenge does not match previously saved code verifier',
  mfa_verification_failed: 'Invalid TOTP code entered',
  mfa_factor_not_found: 'Factor not found',
  mfa_challenge_expired: 'MFA challenge has expired, verify against another challenge or create a new challenge.',
  mfa_ip_address_mismatch: 'Challenge and verify IP addresses mismatch.',
  insufficient_aal: 'AAL2 session is required to perform this action',
} as const;

/** What a first e-mail change confirmation answers: the other address must confirm too. */
export const EMAIL_CHANGE_HALF_CONFIRMED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
export type AuthErrorCode = keyof typeof AUTH_MESSAGES;

/** The bounds on a metadata object: as Supabase, any JSON, but not unbounded. */
export const METADATA_MAX_BYTES = 16_384;
export const METADATA_MAX_DEPTH = 8;

function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return 1 + children.reduce<number>((d, c) => Math.max(d, depthOf(c)), 0);
}

/** A string's length in UTF-8 bytes (a lone surrogate counts as the 3 bytes of U+FFFD), where TextEncoder is not typed. */
function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * user_metadata (and admin app_metadata): any JSON object, nested objects and arrays included,
 * as on Supabase; bounded in size and depth. The site itself uses firstName, lastName, full_name.
 */
export const UserMetadata = z
  .record(z.string().min(1).max(256), z.unknown())
  .refine((m) => !CONTROL_CHARACTERS.test(Object.keys(m).join('')), 'Metadata keys must not contain control characters')
  .refine((m) => utf8Length(JSON.stringify(m)) <= METADATA_MAX_BYTES, `Metadata must be at most ${METADATA_MAX_BYTES} bytes of JSON`)
  .refine((m) => depthOf(m) <= METADATA_MAX_DEPTH, `Metadata must nest at most ${METADATA_MAX_DEPTH} levels`);
export type UserMetadata = z.infer<typeof UserMetadata>;

/** The profile fields the account page edits (sent as `data` to updateUser). */
export const ProfileUpdate = z.strictObject({
  firstName: text(60).min(1, 'Please enter your first name'),
  lastName: text(60).min(1, 'Please enter your last name'),
});

const ts = z.string().nullable();

// provider, providers and role are the server's; an admin may add any other keys.
export const AppMetadata = z.object({ provider: z.literal('email'), providers: z.array(z.string()), role: Role }).catchall(z.unknown());

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
  factors: z.array(Factor),
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
export type PkceParams = { code_challenge?: string | null; code_challenge_method?: string | null };
const password = z.string().max(1024, 'Password is too long');

export const SignupBody = z.strictObject({ email, password, data: UserMetadata.optional(), ...clientExtras });
export const PasswordGrantBody = z.strictObject({ email, password, gotrue_meta_security: clientExtras.gotrue_meta_security });
export const RefreshGrantBody = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export const RecoverBody = z.strictObject({ email, ...clientExtras });
export const OtpBody = z.strictObject({ email, data: UserMetadata.optional(), create_user: z.boolean().optional(), ...clientExtras });
export const ResendBody = z.strictObject({ email, type: z.enum(['signup', 'email_change']), ...clientExtras });
export const PkceGrantBody = z.strictObject({ auth_code: z.string().min(1).max(200), code_verifier: z.string().min(1).max(200) });

export const TokenQuery = z.object({ grant_type: z.string().max(64).optional() });
/**
 * POST /token's body: its shape depends on grant_type, which is in the query, so the service
 * checks it against the grant's own schema (PasswordGrantBody, RefreshGrantBody, PkceGrantBody)
 * after answering the grants it does not offer; at the route any JSON passes.
 */
export const TokenBody = z.unknown();

/** POST /logout?scope=: this session (local), every session of the user (global) or all but this one (others). */
export const LogoutQuery = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

/** The answer of the e-mail requests and of GET /reauthenticate, whether or not a mail went out. */
export const Empty = z.object({});

/** GET /settings: what the client may offer. */
export const Settings = z.object({
  external: z.object({ email: z.boolean(), phone: z.boolean(), anonymous_users: z.boolean() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
});

/** GET /.well-known/jwks.json: the public signing keys; a JWK's other members pass as they are. */
export const Jwks = z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })) });

/** GET /authorize (signInWithOAuth): the provider and whatever else the client adds. */
export const AuthorizeQuery = z.object({ provider: z.string().max(100).optional() }).passthrough();

/** GET /verify: the e-mail link, opened in a browser; a bad type or token is answered in the redirect, not as a 400. */
export const VerifyLinkQuery = z.object({
  token: z.string().max(200).optional(),
  type: z.string().max(32).optional(),
  redirect_to: z.string().max(2048).optional(),
});

/** What POST /verify answers when only one side of an e-mail change has confirmed. */
export const VerifyMessage = z.object({ msg: z.string(), code: z.string() });

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
  /** The code GET /reauthenticate mailed: proves the mailbox instead of current_password. */
  nonce: z.string().trim().max(20).optional(),
  // Refused with a clear 403 rather than as an unknown field: only the server sets it.
  app_metadata: z.unknown().optional(),
  code_challenge: clientExtras.code_challenge,
  code_challenge_method: clientExtras.code_challenge_method,
});

export const InviteBody = z.strictObject({ email, data: UserMetadata.optional() });

// Any JSON; `role`, when given, must be one of the roles (it is the source of the role claim).
const adminAppMetadata = UserMetadata.and(z.object({ role: Role.optional() }));
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

// supabase-js sends page= and per_page= empty when not given.
const pageNumber = (max: number, fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(max).default(fallback));
/** GoTrue's admin list pages by number; the total is in the x-total-count header and the pages in Link. */
export const AdminUserListQuery = z.object({
  page: pageNumber(1_000_000, 1),
  per_page: pageNumber(1000, 50),
  filter: z.string().trim().max(200).optional(),
});
export const AdminUserList = z.object({ users: z.array(AuthUser), aud: z.literal('authenticated') });
// supabase-js sends { should_soft_delete }; other clients may send no body at all (null).
export const AdminDeleteUserBody = z.strictObject({ should_soft_delete: z.boolean().optional() }).nullish();

export const GenerateLinkType = z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']);
export type GenerateLinkType = z.infer<typeof GenerateLinkType>;
/** auth.admin.generateLink's body: its options (data, redirectTo) arrive spread into it. */
export const GenerateLinkBody = z.strictObject({
  type: GenerateLinkType,
  email,
  password: password.optional(),
  new_email: email.optional(),
  data: UserMetadata.optional(),
  redirectTo: z.string().max(2048).optional(),
  redirect_to: z.string().max(2048).optional(),
});
export const GenerateLinkResponse = AuthUser.extend({
  action_link: z.string(),
  email_otp: z.string(),
  hashed_token: z.string(),
  redirect_to: z.string(),
  verification_type: z.string(),
});

const authRoute = endpointsOf('auth');

// GoTrue's paths in full, as supabase-js and the admin panel call them; the service mounts its
// API under /auth/v1.
export const endpoints = {
  settings: authRoute({ method: 'GET', path: '/auth/v1/settings', response: Settings }),
  jwks: authRoute({ method: 'GET', path: '/auth/v1/.well-known/jwks.json', response: Jwks }),
  /** signInWithOAuth navigates here; a provider would answer with a redirect (none is enabled). */
  authorize: authRoute({ method: 'GET', path: '/auth/v1/authorize', query: AuthorizeQuery, produces: 'text/html' }),

  /** A session when sign-ups confirm themselves, else the user waiting for the mailed confirmation. */
  signup: authRoute({ method: 'POST', path: '/auth/v1/signup', body: SignupBody, response: z.union([AuthSession, AuthUser]) }),
  token: authRoute({ method: 'POST', path: '/auth/v1/token', query: TokenQuery, body: TokenBody, response: AuthSession }),
  logout: authRoute({ method: 'POST', path: '/auth/v1/logout', query: LogoutQuery, status: 204 }),

  user: authRoute({ method: 'GET', path: '/auth/v1/user', response: AuthUser }),
  updateUser: authRoute({ method: 'PUT', path: '/auth/v1/user', body: UserUpdateBody, response: AuthUser }),
  /** Mails the nonce that PUT /user takes instead of the current password. */
  reauthenticate: authRoute({ method: 'GET', path: '/auth/v1/reauthenticate', response: Empty }),

  recover: authRoute({ method: 'POST', path: '/auth/v1/recover', body: RecoverBody, response: Empty }),
  otp: authRoute({ method: 'POST', path: '/auth/v1/otp', body: OtpBody, response: Empty }),
  resend: authRoute({ method: 'POST', path: '/auth/v1/resend', body: ResendBody, response: Empty }),
  /** The e-mail link: a 303 redirect to the site with the session, an auth code or the error in the URL. */
  verifyLink: authRoute({ method: 'GET', path: '/auth/v1/verify', query: VerifyLinkQuery, produces: 'text/html' }),
  verify: authRoute({ method: 'POST', path: '/auth/v1/verify', body: VerifyBody, response: z.union([AuthSession, VerifyMessage]) }),

  // TOTP factors; they are listed on GET /user.
  enrollFactor: authRoute({ method: 'POST', path: '/auth/v1/factors', body: EnrollFactorBody, response: EnrolledFactor }),
  challengeFactor: authRoute({ method: 'POST', path: '/auth/v1/factors/:id/challenge', params: FactorParam, body: ChallengeBody, response: Challenge }),
  verifyFactor: authRoute({ method: 'POST', path: '/auth/v1/factors/:id/verify', params: FactorParam, body: VerifyFactorBody, response: AuthSession }),
  unenrollFactor: authRoute({ method: 'DELETE', path: '/auth/v1/factors/:id', params: FactorParam, response: UnenrolledFactor }),
};

/** GoTrue's admin API (auth.admin in supabase-js): an aal2 admin only. */
export const adminEndpoints = {
  /** Not under /admin/ (supabase-js's inviteUserByEmail calls it here); the service checks the admin itself. */
  invite: authRoute({ method: 'POST', path: '/auth/v1/invite', body: InviteBody, response: AuthUser }),
  listUsers: authRoute({ method: 'GET', path: '/auth/v1/admin/users', query: AdminUserListQuery, response: AdminUserList }),
  createUser: authRoute({ method: 'POST', path: '/auth/v1/admin/users', body: AdminCreateUserBody, response: AuthUser }),
  user: authRoute({ method: 'GET', path: '/auth/v1/admin/users/:id', params: IdParam, response: AuthUser }),
  updateUser: authRoute({ method: 'PUT', path: '/auth/v1/admin/users/:id', params: IdParam, body: AdminUpdateUserBody, response: AuthUser }),
  deleteUser: authRoute({ method: 'DELETE', path: '/auth/v1/admin/users/:id', params: IdParam, body: AdminDeleteUserBody, response: Empty }),
  /** The link and code a mail would carry, answered to the admin instead of sent. */
  generateLink: authRoute({ method: 'POST', path: '/auth/v1/admin/generate_link', body: GenerateLinkBody, response: GenerateLinkResponse }),
};
