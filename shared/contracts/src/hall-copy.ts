// The hall's levels, challenges and gallery filters, and the gallery's reads, without a schema:
// the hall page's first screen imports this module, so a first visit downloads no zod
// (hall.ts adds the schemas to the same declarations for the service and the forms).
import { endpointsOf, typeOnly } from './endpoint';
import type { HallStats, Legend, LegendPage, LegendQuery } from './hall';

export const LEVELS = [
  { level: 1, title: 'Stack Starter', threshold: '$25/week' },
  { level: 2, title: 'Passive Player', threshold: '$1K/year' },
  { level: 3, title: 'Income Architect', threshold: '$10K/year' },
  { level: 4, title: 'Cashflow King/Queen', threshold: '$100K/year' },
  { level: 5, title: 'Wealth Commander', threshold: '$1M/year' },
  { level: 6, title: 'Sovereign Elite', threshold: '$10M/year' },
  { level: 7, title: 'Immortal Investor', threshold: '$500M assets' },
] as const;

export const LEVEL_TITLES = LEVELS.map((l) => l.title) as unknown as readonly [string, ...string[]];

export const CHALLENGES = [
  '$25/week Challenge',
  'Phone Made Me a Stack',
  'Digital Asset Builder',
  'Passive Income Accelerator',
  'Wealth Multiplication Method',
  'Sovereign Strategy Program',
] as const;

/** Gallery filters and the level each one selects (null: every level). */
export const LEGEND_FILTERS = { all: null, immortal: 7, sovereign: 6, 'wealth-commander': 5 } as const;
export type LegendFilter = keyof typeof LEGEND_FILTERS;

export const levelOf = (level: number) => LEVELS[Math.min(7, Math.max(1, level)) - 1];

const galleryRoute = endpointsOf('hall');
/** The gallery's calls: typed by the schemas in hall.ts, which its `endpoints` add to these. */
export const galleryEndpoints = {
  legends: galleryRoute({ method: 'GET', path: '/legends', query: typeOnly<typeof LegendQuery>(), response: typeOnly<typeof LegendPage>() }),
  legend: galleryRoute({ method: 'GET', path: '/legends/:id', response: typeOnly<typeof Legend>() }),
  certificate: galleryRoute({ method: 'GET', path: '/legends/:id/certificate.svg', produces: 'image/svg+xml' }),
  stats: galleryRoute({ method: 'GET', path: '/stats', response: typeOnly<typeof HallStats>() }),
};
