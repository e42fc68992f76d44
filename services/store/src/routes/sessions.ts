import { IdParam, store } from '@sqw/contracts';
import { AppError, conflict, notFound, requireUser, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { StoreContext } from '../context';
import { storeIdempotent } from '../idempotent';
import { perMember } from '../rate-limits';
import { creditsAvailable, returnCredit, toSession } from '../session-view';

/** A member's coaching sessions: requesting one spends a credit, cancelling a request returns it. */
export function sessionRoutes(app: ZodApp, { db }: StoreContext): void {
  app.get('/sessions', { schema: { response: { 200: store.SessionList } } }, async (req) => {
    const user = requireUser(req);
    const [credits, rows] = await Promise.all([
      creditsAvailable(db, user.id),
      db.selectFrom('coaching_sessions').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(100).execute(),
    ]);
    return { credits_available: credits, items: rows.map(toSession) };
  });

  app.post('/sessions', { config: perMember(20), schema: { body: store.SessionRequest, response: { 201: store.CoachingSession } } }, async (req, reply) => {
    const user = requireUser(req);
    const result = await storeIdempotent(db, req, 'sessions', async (trx) => {
      // One statement takes a credit. A concurrent request waits on the row lock and Postgres
      // re-checks used < granted on the updated row, so a credit is never spent twice and a
      // credit still left is never missed (SKIP LOCKED would skip a row holding several).
      const credit = await sql<{ id: string }>`
        update session_credits set used = used + 1
        where id = (select id from session_credits where user_id = ${user.id} and used < granted
                    order by created_at limit 1 for update)
        returning id`.execute(trx);
      const creditId = credit.rows[0]?.id;
      if (!creditId) throw new AppError(409, 'no_session_credits', store.MESSAGES.noSessionCredits);
      const row = await trx
        .insertInto('coaching_sessions')
        .values({
          user_id: user.id,
          credit_id: creditId,
          preferred_times: req.body.preferred_times.map((t) => new Date(t).toISOString()),
          topic: req.body.topic,
          scheduled_at: null,
          admin_note: null,
          customer_email: user.email,
          customer_name: user.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { status: 201, body: toSession(row) };
    });
    return reply.code(201).send(result.body);
  });

  app.post('/sessions/:id/cancel', { schema: { params: IdParam, response: { 200: store.CoachingSession } } }, async (req) => {
    const user = requireUser(req);
    return db.transaction().execute(async (trx) => {
      const s = await trx
        .selectFrom('coaching_sessions')
        .selectAll()
        .where('id', '=', req.params.id)
        .where('user_id', '=', user.id)
        .forUpdate()
        .executeTakeFirst();
      if (!s) throw notFound('This session does not exist.');
      if (s.status !== 'requested') throw conflict('Only a requested session can be cancelled here; please contact us to change a confirmed one.');
      await returnCredit(trx, s.credit_id);
      const row = await trx
        .updateTable('coaching_sessions')
        .set({ status: 'cancelled', updated_at: sql<string>`now()` })
        .where('id', '=', s.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSession(row);
    });
  });
}
