import { admin } from '@sqw/contracts';
import type { ZodApp } from '@sqw/service-kit';
import type { AdminContext } from '../context';
import { countByDay, lastDays } from '../days';
import { allUsers, isActive } from '../sources/auth-users';
import { contactSubmissions } from '../sources/contact';
import { pageStats, type PageStats } from '../sources/site-stats';
import { revenue } from '../sources/store';
import { webEssentialsTotal } from '../sources/web-essentials';
import { ticketCounts } from '../tickets-data';
import { aggregateParts } from '../upstream';

const ratio = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : 0);

/** The Analytics panel: every figure counted by the service that owns it, over the last `days` UTC days. */
export function analyticsRoutes(app: ZodApp, ctx: AdminContext): void {
  app.get('/admin/analytics', { schema: { querystring: admin.AnalyticsQuery, response: { 200: admin.Analytics } } }, async (req) => {
    const { days } = req.query;
    const up = ctx.upstream(req);
    const parts = aggregateParts();
    const dates = lastDays(days);
    const noStats: PageStats = { days: [], totals: { views: 0, visitors: 0 } };
    const [users, weTotal, contact, stats, rev, tickets] = await Promise.all([
      parts.take(allUsers(up), null),
      parts.take(webEssentialsTotal(up), 0),
      contactSubmissions(up, {}, 1),
      parts.take(pageStats(up, dates[0]!, dates[dates.length - 1]!), noStats),
      parts.take(revenue(up, days), null),
      ticketCounts(ctx.db),
    ]);
    parts.add(contact.unavailable);

    const signupsByDay = countByDay(dates, users?.map((u) => u.created_at) ?? []);
    const signups = signupsByDay.reduce((n, d) => n + d.count, 0);
    return {
      days,
      users: { total: users?.length ?? 0, active: users?.filter((u) => isActive(u)).length ?? 0, signupsByDay },
      webEssentials: { total: weTotal },
      contactForms: { total: contact.total },
      tickets,
      pageViews: {
        total: stats.totals.views,
        visitors: stats.totals.visitors,
        byDay: stats.days.map(({ date, views, visitors }) => ({ date, views, visitors })),
      },
      conversionRate: users ? ratio(signups, stats.totals.visitors) : 0,
      revenue: { totalCents: rev?.total_cents ?? 0, byDay: rev?.by_day.map((d) => ({ date: d.day, cents: d.amount_cents })) ?? [] },
      unavailable: parts.unavailable,
    };
  });
}
