import { auth } from '@sqw/contracts';
import { callAuth } from '../../lib/auth-admin';

export type AdminUser = auth.AuthUser;
export const USERS_PER_PAGE = 20;
// GoTrue has no "deactivated" flag: a ban of about a hundred years is how an account is switched off.
const DEACTIVATED = '876000h';

/** One page of GoTrue's user list (by page number), with the total it gives in x-total-count. */
export async function listUsers(page: number, filter: string, signal?: AbortSignal) {
  const query = { page, per_page: USERS_PER_PAGE, ...(filter ? { filter } : {}) };
  const { data, headers } = await callAuth(auth.adminEndpoints.listUsers, { query, signal });
  return { users: data.users, total: Number(headers.get('x-total-count') ?? data.users.length) };
}

/** The site keeps first and last name as well as the full name; the form asks for one name. */
export function nameMetadata(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { full_name: name.trim(), firstName: first, lastName: rest.join(' ') };
}

export const displayName = (u: AdminUser) => {
  const m = u.user_metadata as { full_name?: string; firstName?: string; lastName?: string };
  return m.full_name || `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim() || '—';
};

export const isActive = (u: AdminUser, now = Date.now()) => !u.banned_until || Date.parse(u.banned_until) <= now;

/** Creates the account without a password and mails an invitation to set one. */
export const inviteUser = async (name: string, email: string) =>
  (await callAuth(auth.adminEndpoints.invite, { body: { email, data: nameMetadata(name) } })).data;

/**
 * Whether an invitation went to an account that was already there, unconfirmed (the API sends
 * it again). A new account is created and invited in one transaction, so both times are equal.
 */
export const wasThereBefore = (u: AdminUser) => u.invited_at !== null && u.invited_at !== undefined && Date.parse(u.created_at) < Date.parse(u.invited_at);

/** The users export, with the table's search applied. */
export const usersCsvPath = (filter: string) => `/admin/reports/users.csv${filter ? `?${new URLSearchParams({ q: filter })}` : ''}`;

export type UserEdit = { name: string; email: string; role: auth.Role };
export const updateUser = (id: string, edit: UserEdit) =>
  callAuth(auth.adminEndpoints.updateUser, {
    params: { id },
    body: { email: edit.email, user_metadata: nameMetadata(edit.name), app_metadata: { role: edit.role } },
  });

export const setActive = (id: string, active: boolean) =>
  callAuth(auth.adminEndpoints.updateUser, { params: { id }, body: { ban_duration: active ? 'none' : DEACTIVATED } });

export const deleteUser = (id: string) => callAuth(auth.adminEndpoints.deleteUser, { params: { id } });
