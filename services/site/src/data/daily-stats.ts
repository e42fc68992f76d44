import { sql, type Kysely } from 'kysely';
import type { SiteDB } from '../db';

export type DayFigures = { date: string; views: number; visitors: number; subscribers: number; guide_leads: number; contact_messages: number };

/** Each figure counted per UTC day over [from, to]; days without activity show zeros. */
export async function figuresPerDay(db: Kysely<SiteDB>, from: string, to: string): Promise<DayFigures[]> {
  const { rows } = await sql<DayFigures>`
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
  return rows;
}

/** Distinct visitors over the range, which is not the sum of the days: one visitor may come back. */
export async function visitorsBetween(db: Kysely<SiteDB>, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ visitors: number }>`
      select count(distinct visitor_id)::int as visitors from page_views
      where created_at >= (${from}::date)::timestamp at time zone 'UTC' and created_at < ((${to}::date + 1)::timestamp at time zone 'UTC')`.execute(db);
  return rows[0]!.visitors;
}
