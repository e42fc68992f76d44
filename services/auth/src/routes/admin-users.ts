import { auth, IdParam } from '@sqw/contracts';
import { audit, type ZodApp } from '@sqw/service-kit';
import { sql, type UpdateObject } from 'kysely';
import { z } from 'zod';
import { assertAnotherActiveAdmin, bannedUntil, lockAdmins, matchesFilter } from '../admin-rules';
import { currentAdmin, type AuthContext } from '../context';
import type { AuthDB } from '../db';
import { AuthApiError, userNotFound, validationFailed } from '../errors';
import { hashNewPassword } from '../passwords';
import { assertEmailFree, endSessions, insertUser, mergeAppMetadata, touch, withFullName } from '../users';
import { toUser } from '../user-view';

// supabase-js sends page= and per_page= empty when not given.
const pageNumber = (max: number, fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(max).default(fallback));
const ListQuery = z.object({ page: pageNumber(1_000_000, 1), per_page: pageNumber(1000, 50), filter: z.string().trim().max(200).optional() });
// supabase-js sends { should_soft_delete }; other clients may send no body at all (null).
const DeleteBody = z.strictObject({ should_soft_delete: z.boolean().optional() }).nullish();
const Empty = z.object({});
const EXPOSED = 'retry-after, x-supabase-api-version, content-disposition';

/**
 * GoTrue's admin user API under /admin/users. The kit's /admin/ rule checks the token's
 * role; currentAdmin checks it again against the database.
 */
export function adminUserRoutes(app: ZodApp, { db }: AuthContext): void {
  app.get('/admin/users', { schema: { querystring: ListQuery, response: { 200: auth.AdminUserList } } }, async (req, reply) => {
    await currentAdmin(req, db);
    const { page, per_page, filter } = req.query;
    let list = db.selectFrom('users').selectAll();
    let count = db.selectFrom('users').select(sql<number>`count(*)::int`.as('n'));
    if (filter) {
      list = list.where(matchesFilter(filter));
      count = count.where(matchesFilter(filter));
    }
    const [rows, { n }] = await Promise.all([
      list
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(per_page)
        .offset((page - 1) * per_page)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    const last = Math.max(1, Math.ceil(n / per_page));
    const link = (p: number, rel: string) => `</auth/v1/admin/users?page=${p}&per_page=${per_page}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
    reply.header('x-total-count', String(n)).header('link', links.join(', '));
    // The kit's CORS exposes only its own headers; supabase-js reads these two cross-origin.
    if (req.headers.origin) reply.header('access-control-expose-headers', `${EXPOSED}, x-total-count, link`);
    return { users: rows.map((u) => toUser(u)), aud: 'authenticated' as const };
  });

  app.post('/admin/users', { schema: { body: auth.AdminCreateUserBody, response: { 200: auth.AuthUser } } }, async (req) => {
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
      if (banned) user = await trx.updateTable('users').set({ banned_until: banned }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
      await audit(trx, req.principal!, 'auth.user.create', { type: 'user', id: user.id }, { email: user.email, role: user.role });
      return toUser(user);
    });
  });

  app.get('/admin/users/:id', { schema: { params: IdParam, response: { 200: auth.AuthUser } } }, async (req) => {
    await currentAdmin(req, db);
    const user = await db.selectFrom('users').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!user) throw userNotFound();
    return toUser(user);
  });

  app.put('/admin/users/:id', { schema: { params: IdParam, body: auth.AdminUpdateUserBody, response: { 200: auth.AuthUser } } }, async (req) => {
    const { user: admin } = await currentAdmin(req, db);
    const b = req.body;
    const passwordHash = b.password === undefined ? undefined : await hashNewPassword(b.password);
    const banned = b.ban_duration === undefined ? undefined : bannedUntil(b.ban_duration);
    return db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx);
      const target = await trx.selectFrom('users').selectAll().where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!target) throw userNotFound();
      const patch: UpdateObject<AuthDB, 'users'> = {};
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
        if (banned) await trx.deleteFrom('sessions').where('user_id', '=', target.id).execute();
      }
      const updated = await trx
        .updateTable('users')
        .set({ ...patch, ...touch() })
        .where('id', '=', target.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const changed = Object.keys(patch).filter((k) => k !== 'encrypted_password');
      await audit(trx, req.principal!, 'auth.user.update', { type: 'user', id: target.id }, { changed, password_set: Boolean(passwordHash) });
      return toUser(updated);
    });
  });

  app.delete('/admin/users/:id', { schema: { params: IdParam, body: DeleteBody, response: { 200: Empty } } }, async (req) => {
    const { user: admin } = await currentAdmin(req, db);
    if (req.body?.should_soft_delete) throw validationFailed('Soft delete is not supported; users are deleted for good.');
    if (req.params.id === admin.id) throw new AuthApiError(422, 'cannot_delete_self', 'You cannot delete your own account.');
    await db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx);
      const target = await trx.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!target) throw userNotFound();
      if (target.role === 'admin') assertAnotherActiveAdmin(admins, target.id);
      await trx.deleteFrom('users').where('id', '=', target.id).execute();
      await audit(trx, req.principal!, 'auth.user.delete', { type: 'user', id: target.id }, { email: target.email });
    });
    return {};
  });
}
