import { auth } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import { currentSession, type AuthContext } from '../context';
import { endSessions } from '../data/sessions';
import { mounted } from '../mount';

/** POST /logout?scope=: ends this session (local), all of the user's (global) or all but this one (others). */
export function logoutRoutes(app: ZodApp, { db }: AuthContext): void {
  route(app, mounted(auth.endpoints.logout), async (req, reply) => {
    const { user, session } = await currentSession(req, db);
    const { scope } = req.query;
    // Refresh tokens go with their sessions (on delete cascade).
    await endSessions(db, user.id, scope === 'local' ? { only: session.id } : scope === 'others' ? { except: session.id } : {});
    return reply.send();
  });
}
