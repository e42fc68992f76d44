import { store } from '@sqw/contracts';
import { requireUser, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { StoreContext } from '../context';
import { courseSummaries } from '../course-data';
import { membershipOf } from '../membership-data';
import { orderQuery, toOrder } from '../order-view';
import { creditsAvailable, nextSession } from '../session-view';

/** The member's plan and the dashboard summary: real figures only, zeros and empties for a new member. */
export function dashboardRoutes(app: ZodApp, { db, settings }: StoreContext): void {
  app.get('/membership', { schema: { response: { 200: store.MembershipView } } }, async (req) => ({ membership: await membershipOf(db, requireUser(req).id) }));

  app.get('/dashboard', { schema: { response: { 200: store.Dashboard } } }, async (req) => {
    const user = requireUser(req);
    const [courses, completed, next, credits, orders, membership] = await Promise.all([
      courseSummaries(db, user.id),
      db
        .selectFrom('lesson_completions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow(),
      nextSession(db, user.id),
      creditsAvailable(db, user.id),
      orderQuery(db).where('o.user_id', '=', user.id).orderBy('o.created_at', 'desc').limit(50).execute(),
      membershipOf(db, user.id),
    ]);
    return {
      active_courses: courses.length,
      completed_lessons: completed.n,
      courses,
      next_session: next,
      session_credits: credits,
      orders: orders.map((o) => toOrder(o, settings.cashappHandle)),
      membership,
    };
  });
}
