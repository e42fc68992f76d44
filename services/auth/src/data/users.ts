import { auth } from '@sqw/contracts';
import { likePattern } from '@sqw/service-kit';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { AuthDB, UserRow } from '../db';
import { AuthApiError } from '../errors';
import { mergeAppMetadata, withFullName } from '../metadata';

type Db = Kysely<AuthDB>;
export type UserPatch = UpdateObject<AuthDB, 'users'>;

/** The account with this address, locked for the rest of the transaction (two requests for one address queue). */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).forUpdate().executeTakeFirst();

/** The account with this address, unlocked (a sign-in only reads it). */
export const readUserByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUser = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** The user, locked until the transaction ends (an edit reads what it changes). */
export const lockUser = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/**
 * The user, share-locked: a role change or ban waits for a token being signed now (and then
 * revokes it), or the signing waits for the change.
 */
export const shareLockUser = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).forShare().executeTakeFirst();

export const readBan = (db: Db, id: string) => db.selectFrom('users').select('banned_until').where('id', '=', id).executeTakeFirst();

/** Refuses an address another account already uses (a unique violation would abort the transaction). */
export async function assertEmailFree(db: Db, email: string, exceptId?: string): Promise<void> {
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

/** The role is set here and nowhere from client input: sign-ups are always 'user'. */
export async function insertUser(db: Db, u: NewUser): Promise<UserRow> {
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

/** `updated_at` for a patch that changes what the user sees. */
export const touch = () => ({ updated_at: sql<string>`now()` });

/** Applies a patch and answers the row as it is now. */
export const updateUser = (db: Db, id: string, patch: UserPatch) =>
  db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Records when a mail of this kind last went to the user. */
export const stampSent = (db: Db, id: string, column: 'confirmation_sent_at' | 'recovery_sent_at' | 'invited_at') =>
  updateUser(db, id, { [column]: sql<string>`now()` });

export const stampSignIn = (db: Db, id: string) => updateUser(db, id, { last_sign_in_at: sql<string>`now()` });

/** Forgets a password (an unconfirmed account's, which may not be its owner's). */
export const clearPassword = (db: Db, id: string) => db.updateTable('users').set({ encrypted_password: null }).where('id', '=', id).execute();

/** Admin list search: the address or the name contains the text (LIKE wildcards in it are literal). */
function matchesFilter(filter: string) {
  const pattern = likePattern(filter);
  return sql<boolean>`(email ilike ${pattern} or user_metadata->>'full_name' ilike ${pattern} or user_metadata->>'firstName' ilike ${pattern} or user_metadata->>'lastName' ilike ${pattern})`;
}

/** One page of the admin list, newest first, and how many users match in all. */
export async function listUsers(db: Db, filter: string | undefined, page: { limit: number; offset: number }): Promise<{ rows: UserRow[]; total: number }> {
  let list = db.selectFrom('users').selectAll();
  let count = db.selectFrom('users').select(sql<number>`count(*)::int`.as('n'));
  if (filter) {
    list = list.where(matchesFilter(filter));
    count = count.where(matchesFilter(filter));
  }
  const [rows, { n }] = await Promise.all([
    list.orderBy('created_at', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: n };
}

export type AdminRow = { id: string; banned_until: string | null };

/**
 * Locks every admin row, in id order, before an admin change touches its target: two admins
 * demoting each other at the same moment then queue instead of both succeeding (or deadlocking).
 */
export const lockAdmins = (db: Db): Promise<AdminRow[]> =>
  db.selectFrom('users').select(['id', 'banned_until']).where('role', '=', 'admin').orderBy('id').forUpdate().execute();

/** Whether any account has the admin role. */
export const anyAdmin = async (db: Db) => (await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined;

/** The user about to be deleted, locked. */
export const lockUserForDelete = (db: Db, id: string) =>
  db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', id).forUpdate().executeTakeFirst();

/** Deletes the account; its sessions, tokens and factors go with it (on delete cascade). */
export const deleteUser = (db: Db, id: string) => db.deleteFrom('users').where('id', '=', id).execute();
