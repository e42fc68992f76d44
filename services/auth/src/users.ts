import { sql, type Kysely } from 'kysely';
import { auth } from '@sqw/contracts';
import type { AuthDB, UserRow } from './db';
import { AuthApiError, validationFailed } from './errors';

export const findUserByEmail = (db: Kysely<AuthDB>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).forUpdate().executeTakeFirst();

/** Refuses an address another account already uses (a unique violation would abort the transaction). */
export async function assertEmailFree(db: Kysely<AuthDB>, email: string, exceptId?: string): Promise<void> {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new AuthApiError(422, 'email_exists', auth.AUTH_MESSAGES.email_exists);
}

type NewUser = {
  email: string;
  passwordHash: string | null;
  metadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: auth.Role;
  confirmed?: boolean;
};

// The server's own app_metadata keys: provider and providers are fixed, role has its column.
const SERVER_APP_KEYS = new Set(['provider', 'providers', 'role']);

/**
 * An admin's app_metadata update merged into the stored extras (a null value removes a key);
 * the role is read from it separately, so it stays the one source of the role claim.
 */
export function mergeAppMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (SERVER_APP_KEYS.has(k)) continue;
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  const checked = auth.UserMetadata.safeParse(merged);
  if (!checked.success) throw validationFailed(`app_metadata: ${checked.error.issues[0]?.message ?? 'invalid metadata'}`);
  return merged;
}

/** The role is set here and nowhere from client input: sign-ups are always 'user'. */
export async function insertUser(db: Kysely<AuthDB>, u: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      email: u.email,
      encrypted_password: u.passwordHash,
      role: u.role ?? 'user',
      user_metadata: JSON.stringify(withFullName({}, u.metadata ?? {})),
      app_metadata: JSON.stringify(mergeAppMetadata({}, u.appMetadata ?? {})),
      email_confirmed_at: u.confirmed ? sql<string>`now()` : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Merges a metadata update as Supabase does (a null value removes the key) and keeps
 * full_name in step with firstName/lastName unless the update sets it itself.
 */
export function withFullName(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  const namesChanged = 'firstName' in update || 'lastName' in update;
  if (namesChanged && !('full_name' in update)) {
    const full = [merged.firstName, merged.lastName]
      .filter((x) => typeof x === 'string' && x.trim())
      .join(' ')
      .trim();
    if (full) merged.full_name = full;
    else delete merged.full_name;
  }
  const checked = auth.UserMetadata.safeParse(merged);
  if (!checked.success) throw validationFailed(`data: ${checked.error.issues[0]?.message ?? 'invalid metadata'}`);
  return merged;
}

export const touch = () => ({ updated_at: sql<string>`now()` });

/**
 * Ends a user's sessions (their refresh tokens go with them, on delete cascade); a trigger
 * publishes each one, so every service refuses its access tokens too. `except` keeps one.
 */
export async function endSessions(db: Kysely<AuthDB>, userId: string, opts: { except?: string | null } = {}): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (opts.except) q = q.where('id', '!=', opts.except);
  await q.execute();
}
