import type { ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import { currentSession, type AuthContext } from '../context';

const LogoutQuery = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

/** POST /logout?scope=: ends this session (local), all of the user's (global) or all but this one (others). */
export function logoutRoutes(app: ZodApp, { db }: AuthContext): void {
  app.post('/logout', { schema: { querystring: LogoutQuery } }, async (req, reply) => {
    const { user, session } = await currentSession(req, db);
    let q = db.deleteFrom('sessions').where('user_id', '=', user.id);
    if (req.query.scope === 'local') q = q.where('id', '=', session.id);
    if (req.query.scope === 'others') q = q.where('id', '!=', session.id);
    // Refresh tokens go with their sessions (on delete cascade).
    await q.execute();
    return reply.code(204).send();
  });
}
