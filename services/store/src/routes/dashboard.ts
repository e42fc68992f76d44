import { store } from '@sqw/contracts';
import { requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { countCompletedLessons, courseSummaries } from '../data/courses';
import { membershipOf } from '../data/memberships';
import { listMemberOrders } from '../data/orders';
import { creditsAvailable, nextSession } from '../data/sessions';
import { toOrder } from '../order-view';

/** The dashboard's orders tab shows the member's latest orders, this many. */
const DASHBOARD_ORDERS = 50;

/** The member's plan and the dashboard summary: real figures only, zeros and empties for a new member. */
export function dashboardRoutes(app: ZodApp, { db, settings }: StoreContext): void {
  route(app, store.endpoints.membership, async (req) => ({ membership: await membershipOf(db, requireUser(req).id) }));

  route(app, store.endpoints.dashboard, async (req) => {
    const user = requireUser(req);
    const [courses, completed, next, credits, orders, membership] = await Promise.all([
      courseSummaries(db, user.id),
      countCompletedLessons(db, user.id),
      nextSession(db, user.id),
      creditsAvailable(db, user.id),
      listMemberOrders(db, user.id, { limit: DASHBOARD_ORDERS }),
      membershipOf(db, user.id),
    ]);
    return {
      active_courses: courses.length,
      completed_lessons: completed,
      courses,
      next_session: next,
      session_credits: credits,
      orders: orders.map((o) => toOrder(o, settings.cashappHandle)),
      membership,
    };
  });
}
