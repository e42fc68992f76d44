import { auth } from '@sqw/contracts';
import { audit, route, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { assertAnotherActiveAdmin, bannedUntil } from '../admin-rules';
import { currentAdmin, type AuthContext } from '../context';
import { endSessions } from '../data/sessions';
import {
  assertEmailFree,
  deleteUser,
  findUser,
  insertUser,
  listUsers,
  lockAdmins,
  lockUser,
  lockUserForDelete,
  touch,
  updateUser,
  type UserPatch,
} from '../data/users';
import { AuthApiError, userNotFound, validationFailed } from '../errors';
import { mergeAppMetadata, withFullName } from '../metadata';
import { mounted } from '../mount';
import { hashNewPassword } from '../passwords';
import { toUser } from '../user-view';

const EXPOSED = 'retry-after, x-supabase-api-version, content-disposition';

/**
 * GoTrue's admin user API under /admin/users. The kit's /admin/ rule checks the token's
 * role; currentAdmin checks it again against the database.
 */
export function adminUserRoutes(app: ZodApp, { db }: AuthContext): void {
  // GoTrue's paging by page number (the admin panel and supabase-js read the count and the links).
  route(app, mounted(auth.adminEndpoints.listUsers), async (req, reply) => {
    await currentAdmin(req, db);
    const { page, per_page, filter } = req.query;
    const { rows, total: n } = await listUsers(db, filter, { limit: per_page, offset: (page - 1) * per_page });
    const last = Math.max(1, Math.ceil(n / per_page));
    const link = (p: number, rel: string) => `</auth/v1/admin/users?page=${p}&per_page=${per_page}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
    reply.header('x-total-count', String(n)).header('link', links.join(', '));
    // The kit's CORS exposes only its own headers; supabase-js reads these two cross-origin.
    if (req.headers.origin) reply.header('access-control-expose-headers', `${EXPOSED}, x-total-count, link`);
    return { users: rows.map((u) => toUser(u)), aud: 'authenticated' as const };
  });

  route(app, mounted(auth.adminEndpoints.createUser), async (req) => {
    await currentAdmin(req, db);
    const b = req.body;
    const passwordHash = b.password === undefined ? null : await hashNewPassword(b.password);
    const banned = b.ban_duration === undefined ? null : bannedUntil(b.ban_duration);
    return db.transaction().execute(async (trx) => {
      await assertEmailFree(trx, b.email);
      let user = await insertUser(trx, {
        email: b.email,
        passwordHash,
        metadata: b.user_metadata,
        appMetadata: b.app_metadata,
        role: b.app_metadata?.role,
        confirmed: b.email_confirm,
      });
      if (banned) user = await updateUser(trx, user.id, { banned_until: banned });
      await audit(trx, req.principal!, 'auth.user.create', { type: 'user', id: user.id }, { email: user.email, role: user.role });
      return toUser(user);
    });
  });

  route(app, mounted(auth.adminEndpoints.user), async (req) => {
    await currentAdmin(req, db);
    const user = await findUser(db, req.params.id);
    if (!user) throw userNotFound();
    return toUser(user);
  });

  route(app, mounted(auth.adminEndpoints.updateUser), async (req) => {
    const { user: admin } = await currentAdmin(req, db);
    const b = req.body;
    const passwordHash = b.password === undefined ? undefined : await hashNewPassword(b.password);
    const banned = b.ban_duration === undefined ? undefined : bannedUntil(b.ban_duration);
    return db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx);
      const target = await lockUser(trx, req.params.id);
      if (!target) throw userNotFound();
      const patch: UserPatch = {};
      if (b.email && b.email !== target.email) {
        await assertEmailFree(trx, b.email, target.id);
        Object.assign(patch, { email: b.email, email_change: null, email_change_sent_at: null, email_change_confirm_status: 0 });
      }
      if (passwordHash) {
        patch.encrypted_password = passwordHash;
        // A password set by an admin signs the user out everywhere (the admin's own session
        // stays, should they set their own).
        await endSessions(trx, target.id, { except: req.principal?.sessionId });
      }
      if (b.email_confirm && !target.email_confirmed_at) patch.email_confirmed_at = sql<string>`now()`;
      if (b.user_metadata) patch.user_metadata = JSON.stringify(withFullName(target.user_metadata, b.user_metadata));
      if (b.app_metadata) patch.app_metadata = JSON.stringify(mergeAppMetadata(target.app_metadata, b.app_metadata));
      const role = b.app_metadata?.role;
      if (role && role !== target.role) {
        if (target.role === 'admin') assertAnotherActiveAdmin(admins, target.id);
        patch.role = role;
      }
      if (banned !== undefined) {
        if (banned && target.id === admin.id) throw new AuthApiError(422, 'cannot_ban_self', 'You cannot deactivate your own account.');
        if (banned && target.role === 'admin') assertAnotherActiveAdmin(admins, target.id);
        patch.banned_until = banned;
        // A deactivated account is signed out everywhere at once.
        if (banned) await endSessions(trx, target.id);
      }
      const updated = await updateUser(trx, target.id, { ...patch, ...touch() });
      const changed = Object.keys(patch).filter((k) => k !== 'encrypted_password');
      await audit(trx, req.principal!, 'auth.user.update', { type: 'user', id: target.id }, { changed, password_set: Boolean(passwordHash) });
      return toUser(updated);
    });
  });

  route(app, mounted(auth.adminEndpoints.deleteUser), async (req) => {
    const { user: admin } = await currentAdmin(req, db);
    if (req.body?.should_soft_delete) throw validationFailed('Soft delete is not supported; users are deleted for good.');
    if (req.params.id === admin.id) throw new AuthApiError(422, 'cannot_delete_self', 'You cannot delete your own account.');
    await db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx);
      const target = await lockUserForDelete(trx, req.params.id);
      if (!target) throw userNotFound();
      if (target.role === 'admin') assertAnotherActiveAdmin(admins, target.id);
      await deleteUser(trx, target.id);
      await audit(trx, req.principal!, 'auth.user.delete', { type: 'user', id: target.id }, { email: target.email });
    });
    return {};
  });
}
