import { store } from '@sqw/contracts';
import { AppError, conflict, idempotent, notFound, requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { creditsAvailable, insertSession, listMemberSessions, markSessionCancelled, memberSessionForUpdate, returnCredit, spendCredit } from '../data/sessions';
import { perMember } from '../rate-limits';

/** A member's session list is not paged: it shows this many of the newest. */
const MEMBER_SESSIONS = 100;

/** A member's coaching sessions: requesting one spends a credit, cancelling a request returns it. */
export function sessionRoutes(app: ZodApp, { db }: StoreContext): void {
  route(app, store.endpoints.sessions, async (req) => {
    const user = requireUser(req);
    const [credits, items] = await Promise.all([creditsAvailable(db, user.id), listMemberSessions(db, user.id, MEMBER_SESSIONS)]);
    return { credits_available: credits, items };
  });

  route(app, store.endpoints.requestSession, { config: perMember(20) }, async (req) => {
    const user = requireUser(req);
    const result = await idempotent(db, req, 'sessions', async (trx) => {
      const creditId = await spendCredit(trx, user.id);
      if (!creditId) throw new AppError(409, 'no_session_credits', store.MESSAGES.noSessionCredits);
      const session = await insertSession(trx, {
        user_id: user.id,
        credit_id: creditId,
        preferred_times: req.body.preferred_times.map((t) => new Date(t).toISOString()),
        topic: req.body.topic,
        scheduled_at: null,
        admin_note: null,
        customer_email: user.email,
        customer_name: user.name,
      });
      return { status: 201, body: session };
    });
    return result.body;
  });

  route(app, store.endpoints.cancelSession, async (req) => {
    const user = requireUser(req);
    return db.transaction().execute(async (trx) => {
      const s = await memberSessionForUpdate(trx, req.params.id, user.id);
      if (!s) throw notFound('This session does not exist.');
      if (s.status !== 'requested') throw conflict('Only a requested session can be cancelled here; please contact us to change a confirmed one.');
      await returnCredit(trx, s.credit_id);
      return markSessionCancelled(trx, s.id);
    });
  });
}
