import type { ColumnType, Generated, Selectable } from 'kysely';
import type { auth } from '@sqw/contracts';
import type { KitTables } from '@sqw/service-kit';

type Json<T> = ColumnType<T, string, string>;
type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  encrypted_password: string | null;
  role: Generated<auth.Role>;
  user_metadata: Json<Record<string, unknown>>;
  identity_id: Generated<string>;
  email_confirmed_at: NullableTimestamp;
  invited_at: NullableTimestamp;
  confirmation_sent_at: NullableTimestamp;
  recovery_sent_at: NullableTimestamp;
  /** The pending new address of an e-mail change (GoTrue's email_change). */
  email_change: string | null;
  email_change_sent_at: NullableTimestamp;
  /** 1 once one of the two addresses of a pending e-mail change has confirmed. */
  email_change_confirm_status: Generated<number>;
  /** Admin-set app_metadata besides provider, providers and role. */
  app_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  last_sign_in_at: NullableTimestamp;
  banned_until: NullableTimestamp;
  /** Set by a trigger when the role changes or a ban starts: access tokens are signed with an iat no earlier. */
  tokens_valid_after: ColumnType<string | null, never, never>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Revocations the triggers record (migration 0002); only the token_revocations view is for other services. */
export interface EndedSessionsTable {
  session_id: string;
  user_id: string;
  ended_at: Generated<string>;
  forget_after: string;
}

export interface UserRevocationsTable {
  user_id: string;
  not_before: string | null;
  role_not_before: string | null;
  banned_until: string | null;
  revision: number;
  forget_after: string;
}

/** How a session began; recovery and invite sessions may set a password without the current one. */
export type SessionMethod = 'password' | 'otp' | 'recovery' | 'invite' | 'email_change';

export interface SessionsTable {
  id: string;
  user_id: string;
  method: SessionMethod;
  user_agent: string | null;
  ip: string | null;
  created_at: Generated<string>;
  refreshed_at: NullableTimestamp;
  /** aal2 once a factor was verified in this session (GoTrue's authenticator assurance level). */
  aal: Generated<Aal>;
  factor_id: ColumnType<string | null, string | null | undefined, string | null>;
  mfa_verified_at: NullableTimestamp;
}

export type Aal = 'aal1' | 'aal2';

export interface MfaFactorsTable {
  id: Generated<string>;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: Generated<'unverified' | 'verified'>;
  /** Encrypted with the service's key (totp-secrets.ts). */
  secret: string;
  /** The newest time step whose code was accepted; bigint, read as a string. */
  last_used_step: ColumnType<string, string | number | undefined, string | number>;
  last_challenged_at: NullableTimestamp;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface MfaChallengesTable {
  id: Generated<string>;
  factor_id: string;
  ip: string | null;
  created_at: Generated<string>;
  expires_at: string;
  verified_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  parent_id: number | null;
  revoked: Generated<boolean>;
  revoked_at: NullableTimestamp;
  created_at: Generated<string>;
}

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'invite' | 'magiclink' | 'email_change' | 'email_change_current' | 'reauthentication';

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  code_hash: string;
  /** The address the token was sent to. */
  relates_to: string;
  /** A signup's password hash, set when this confirmation token is redeemed. */
  pending_password: ColumnType<string | null, string | null | undefined, string | null>;
  code_challenge: ColumnType<string | null, string | null | undefined, string | null>;
  code_challenge_method: ColumnType<PkceMethod | null, PkceMethod | null | undefined, PkceMethod | null>;
  expires_at: string;
  created_at: Generated<string>;
}

export type PkceMethod = 's256' | 'plain';

/** A redeemed PKCE link waiting for POST /token?grant_type=pkce. */
export interface FlowStatesTable {
  id: Generated<number>;
  auth_code_hash: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: PkceMethod;
  authentication_method: string;
  expires_at: string;
  created_at: Generated<string>;
}

export interface SigningKeysTable {
  kid: string;
  private_jwk: Json<Record<string, unknown>>;
  public_jwk: Json<Record<string, unknown>>;
  created_at: Generated<string>;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface AuthDB extends KitTables {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  signing_keys: SigningKeysTable;
  rate_limits: RateLimitsTable;
  ended_sessions: EndedSessionsTable;
  user_revocations: UserRevocationsTable;
  flow_states: FlowStatesTable;
  mfa_factors: MfaFactorsTable;
  mfa_challenges: MfaChallengesTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type FactorRow = Selectable<MfaFactorsTable>;
