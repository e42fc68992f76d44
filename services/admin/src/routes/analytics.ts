import { admin } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import type { AdminContext } from '../context';
import { ticketCounts } from '../data/tickets';
import { countByDay, lastDays } from '../days';
import { allUsers, isActive } from '../sources/auth-users';
import { contactSubmissions } from '../sources/contact';
import { pageStats, type PageStats } from '../sources/site-stats';
import { revenue } from '../sources/store';
import { webEssentialsTotal } from '../sources/web-essentials';
import { trackUnavailable } from '../upstream';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? Math.round((numerator / denominator) * 10_000) / 10_000 : 0);
const NO_PAGE_STATS: PageStats = { days: [], totals: { views: 0, visitors: 0 } };

/** The Analytics panel: every figure counted by the service that owns it, over the last `days` UTC days. */
export function analyticsRoutes(app: ZodApp, ctx: AdminContext): void {
  route(app, admin.endpoints.analytics, async (req) => {
    const { days } = req.query;
    const upstream = ctx.upstream(req);
    const answered = trackUnavailable();
    const dates = lastDays(days);
    const [users, webEssentials, contact, stats, paid, tickets] = await Promise.all([
      answered.take(allUsers(upstream), null),
      answered.take(webEssentialsTotal(upstream), 0),
      contactSubmissions(upstream, {}, 1),
      answered.take(pageStats(upstream, dates[0]!, dates[dates.length - 1]!), NO_PAGE_STATS),
      answered.take(revenue(upstream, days), null),
      ticketCounts(ctx.db),
    ]);
    answered.add(contact.unavailable);

    const signupsByDay = countByDay(dates, users?.map((user) => user.created_at) ?? []);
    const signups = signupsByDay.reduce((sum, day) => sum + day.count, 0);
    return {
      days,
      users: { total: users?.length ?? 0, active: users?.filter((user) => isActive(user)).length ?? 0, signups_by_day: signupsByDay },
      web_essentials: { total: webEssentials },
      contact_forms: { total: contact.total },
      tickets,
      page_views: {
        total: stats.totals.views,
        visitors: stats.totals.visitors,
        by_day: stats.days.map(({ date, views, visitors }) => ({ date, views, visitors })),
      },
      conversion_rate: users ? ratio(signups, stats.totals.visitors) : 0,
      revenue: { total_cents: paid?.total_cents ?? 0, by_day: paid?.by_day.map((day) => ({ date: day.day, cents: day.amount_cents })) ?? [] },
      unavailable: answered.unavailable,
    };
  });
}
