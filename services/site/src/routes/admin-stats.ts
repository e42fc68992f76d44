import { site } from '@sqw/contracts';
import { badRequest, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { figuresPerDay, visitorsBetween } from '../data/daily-stats';
import type { SiteDB } from '../db';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Figures per UTC day for the admin's analytics: page views, visitors and the three forms. */
export function adminStatsRoutes(app: ZodApp, { db }: ServiceContext<SiteDB>): void {
  route(app, site.adminEndpoints.dailyStats, async (req) => {
    const to = req.query.to ?? isoDay(new Date());
    const from = req.query.from ?? isoDay(new Date(Date.parse(to) - 29 * DAY_MS));
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw badRequest('The start date must not be after the end date.', [{ path: 'from', message: 'After the end date' }]);
    if (days > site.STATS_MAX_DAYS) throw badRequest(`Choose a range of at most ${site.STATS_MAX_DAYS} days.`, [{ path: 'from', message: 'Range too long' }]);

    const [perDay, visitors] = await Promise.all([figuresPerDay(db, from, to), visitorsBetween(db, from, to)]);
    const sum = (k: 'views' | 'subscribers' | 'guide_leads' | 'contact_messages') => perDay.reduce((n, r) => n + r[k], 0);
    return {
      from,
      to,
      days: perDay,
      totals: { views: sum('views'), visitors, subscribers: sum('subscribers'), guide_leads: sum('guide_leads'), contact_messages: sum('contact_messages') },
    };
  });
}
