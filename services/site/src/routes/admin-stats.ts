import { site } from '@sqw/contracts';
import { badRequest, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { SiteDB } from '../db';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Figures per UTC day for the admin's analytics: page views, visitors and the three forms. */
export function adminStatsRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  app.get('/admin/stats/daily', { schema: { querystring: site.DailyStatsQuery, response: { 200: site.DailyStats } } }, async (req) => {
    const to = req.query.to ?? isoDay(new Date());
    const from = req.query.from ?? isoDay(new Date(Date.parse(to) - 29 * DAY_MS));
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw badRequest('The start date must not be after the end date.', [{ path: 'from', message: 'After the end date' }]);
    if (days > site.STATS_MAX_DAYS) throw badRequest(`Choose a range of at most ${site.STATS_MAX_DAYS} days.`, [{ path: 'from', message: 'Range too long' }]);

    // Each figure is counted per UTC day over [from, to]; days without activity show zeros.
    const perDay = await sql<{ date: string; views: number; visitors: number; subscribers: number; guide_leads: number; contact_messages: number }>`
      with days as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day),
      pv as (select (created_at at time zone 'UTC')::date as day, count(*)::int as views, count(distinct visitor_id)::int as visitors
             from page_views where created_at >= (${from}::date)::timestamp at time zone 'UTC'
               and created_at < ((${to}::date + 1)::timestamp at time zone 'UTC') group by 1),
      ns as (select (subscribed_at at time zone 'UTC')::date as day, count(*)::int as n from newsletter_subscribers where status = 'subscribed' group by 1),
      gl as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from guide_leads group by 1),
      cm as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from contact_messages group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as date,
             coalesce(pv.views, 0) as views, coalesce(pv.visitors, 0) as visitors,
             coalesce(ns.n, 0) as subscribers, coalesce(gl.n, 0) as guide_leads, coalesce(cm.n, 0) as contact_messages
      from days left join pv using (day) left join ns using (day) left join gl using (day) left join cm using (day)
      order by days.day`.execute(db);

    // Distinct visitors over the range is not the sum of the days: one visitor may come back.
    const distinct = await sql<{ visitors: number }>`
      select count(distinct visitor_id)::int as visitors from page_views
      where created_at >= (${from}::date)::timestamp at time zone 'UTC' and created_at < ((${to}::date + 1)::timestamp at time zone 'UTC')`.execute(db);

    const sum = (k: 'views' | 'subscribers' | 'guide_leads' | 'contact_messages') => perDay.rows.reduce((n, r) => n + r[k], 0);
    return {
      from,
      to,
      days: perDay.rows,
      totals: {
        views: sum('views'),
        visitors: distinct.rows[0]!.visitors,
        subscribers: sum('subscribers'),
        guide_leads: sum('guide_leads'),
        contact_messages: sum('contact_messages'),
      },
    };
  });
}
