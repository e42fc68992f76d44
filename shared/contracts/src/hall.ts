import { z } from 'zod';
import { email, IdParam, optionalText, text } from './common';
import { endpointsOf } from './endpoint';

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

export const Level = z.number().int().min(1).max(7);

export const Legend = z.object({
  id: z.string().uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
  level: Level,
  title: z.string(),
  challenge: z.string(),
  passive_income: z.string(),
  quote: z.string().nullable(),
  badges: z.array(z.string()),
  created_at: z.string(),
});
export type Legend = z.infer<typeof Legend>;

export const LegendQuery = z.object({
  filter: z.enum(['all', 'immortal', 'sovereign', 'wealth-commander']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(48),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const LegendPage = z.object({ items: z.array(Legend), total: z.number().int() });
export type LegendPage = z.infer<typeof LegendPage>;

export const HallStats = z.object({
  legends: z.number().int(),
  submissions: z.number().int(),
  immortals: z.number().int(),
});
export type HallStats = z.infer<typeof HallStats>;

const REQUIRED = 'Please fill in all required fields to continue.';

/** The Legend Application; the browser form and the hall service both validate with it. */
export const LegendApplication = z.strictObject({
  name: text(120).min(1, REQUIRED),
  alias: optionalText(60),
  email: email,
  challenge: z.enum(CHALLENGES, { message: 'Please choose a challenge.' }),
  passive_income: text(120).min(1, REQUIRED),
  custom_title: z
    .enum(LEVEL_TITLES)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  quote: optionalText(280),
  proof_description: optionalText(2000),
  photo_id: z
    .string()
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
});
export type LegendApplicationInput = z.input<typeof LegendApplication>;
export type LegendApplication = z.output<typeof LegendApplication>;

export const ApplicationStatus = z.enum(['pending', 'approved', 'rejected']);
export const ApplicationCreated = z.object({ id: z.string().uuid(), status: ApplicationStatus });
export const PhotoUploaded = z.object({ id: z.string().uuid() });

export const Application = z.object({
  id: z.string().uuid(),
  name: z.string(),
  alias: z.string().nullable(),
  email: z.string(),
  challenge: z.string(),
  passive_income: z.string(),
  custom_title: z.string().nullable(),
  quote: z.string().nullable(),
  proof_description: z.string().nullable(),
  has_photo: z.boolean(),
  status: ApplicationStatus,
  decision_reason: z.string().nullable(),
  legend_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type Application = z.infer<typeof Application>;

export const ApproveApplication = z.strictObject({
  level: Level,
  title: z.enum(LEVEL_TITLES).optional(),
  username: optionalText(60),
  badges: z.array(text(40).min(1)).max(12).default([]),
});
export const RejectApplication = z.strictObject({ reason: text(500).min(1, 'Please give a reason.') });

export const levelOf = (level: number) => LEVELS[Math.min(7, Math.max(1, level)) - 1];

const hallRoute = endpointsOf('hall');

/** The hall service's routes (its admin routes are below with the admin remote's use of them). */
export const endpoints = {
  legends: hallRoute({ method: 'GET', path: '/legends', query: LegendQuery, response: LegendPage }),
  legend: hallRoute({ method: 'GET', path: '/legends/:id', params: IdParam, response: Legend }),
  stats: hallRoute({ method: 'GET', path: '/stats', response: HallStats }),
  uploadPhoto: hallRoute({ method: 'POST', path: '/photos', upload: true, status: 201, response: PhotoUploaded }),
  apply: hallRoute({ method: 'POST', path: '/applications', body: LegendApplication, status: 201, response: ApplicationCreated }),
  certificate: hallRoute({ method: 'GET', path: '/legends/:id/certificate.svg', params: IdParam, produces: 'image/svg+xml' }),
};
