import { site } from '@sqw/contracts';
import { z } from 'zod';
import type { Upstream } from '../upstream';
import { query } from './paging';

const Stats = z.object({
  days: z.array(site.DailyFigures.pick({ date: true, views: true, visitors: true })),
  totals: site.DailyFigures.pick({ views: true, visitors: true }),
});
export type PageStats = z.infer<typeof Stats>;

/** Page views and visitors per UTC day over [from, to]; totals.visitors counts each visitor once. */
export const pageStats = (up: Upstream, from: string, to: string) => up.json('site', `${site.adminEndpoints.dailyStats.path}?${query({ from, to })}`, Stats);
