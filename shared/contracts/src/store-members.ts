// Contracts of a member's plan and dashboard.
import { z } from 'zod';
import { CourseSummary } from './store-courses';
import { Order } from './store-orders';
import { CoachingSession } from './store-sessions';

export const Membership = z.object({
  plan: z.string(),
  title: z.string(),
  price_cents: z.number().int(),
  status: z.enum(['active', 'expired', 'cancelled']),
  started_at: z.string(),
  renews_at: z.string(),
});
export type Membership = z.infer<typeof Membership>;
export const MembershipView = z.object({ membership: Membership.nullable() });

export const Dashboard = z.object({
  active_courses: z.number().int(),
  completed_lessons: z.number().int(),
  courses: z.array(CourseSummary),
  next_session: CoachingSession.nullable(),
  session_credits: z.number().int(),
  orders: z.array(Order),
  membership: Membership.nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;
