import { auth, queryString } from '@sqw/contracts';
import { z } from 'zod';
import { UpstreamError, type Upstream } from '../upstream';
import { collect } from './paging';

// Only the fields the admin reads, so hosted Supabase's richer user objects parse too.
const User = z.object({
  id: z.string(),
  email: z.string().nullish(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullish(),
  banned_until: z.string().nullish(),
  app_metadata: z.object({ role: z.string().optional() }).passthrough().default({}),
  user_metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type AuthUser = z.infer<typeof User>;
const UserList = z.object({ users: z.array(User) });

/**
 * Every user from GoTrue's admin list (page/per_page, total in x-total-count), newest first;
 * with a filter, those whose e-mail or name contains it (GoTrue's own search, as the panel's).
 */
export async function allUsers(up: Upstream, filter?: string): Promise<AuthUser[]> {
  const { items } = await collect(async (limit, offset) => {
    const res = await up.get(
      'auth',
      auth.adminEndpoints.listUsers.path + queryString({ page: offset / limit + 1, per_page: limit, filter: filter || undefined }),
    );
    const body = UserList.safeParse(await res.json().catch(() => null));
    if (!body.success) throw new UpstreamError('auth', null, 'answered an unexpected user list');
    const total = Number(res.headers.get('x-total-count'));
    // Without the header the list ends at the first short page.
    return { items: body.data.users, total: Number.isFinite(total) && res.headers.has('x-total-count') ? total : Infinity };
  });
  return items;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The display name: full_name, else first and last name (user_metadata as the shell writes it). */
export function userName(u: AuthUser): string {
  const m = u.user_metadata ?? {};
  return str(m.full_name) || [str(m.firstName), str(m.lastName)].filter(Boolean).join(' ') || str(m.name);
}

/** Active unless deactivated (GoTrue bans an account until a time in the future). */
export const isActive = (u: AuthUser, now = Date.now()) => !u.banned_until || Date.parse(u.banned_until) <= now;

export const roleOf = (u: AuthUser) => (u.app_metadata.role === 'admin' ? 'admin' : 'user');
