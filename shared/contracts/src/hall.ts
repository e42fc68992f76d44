import { z } from 'zod';
import { CursorQuery, cursorPage, email, IdParam, Ok, optionalText, text } from './common';
import { endpointsOf } from './endpoint';
import { CHALLENGES, galleryEndpoints, LEVEL_TITLES } from './hall-copy';
import { PageHead } from './pages';

export * from './hall-copy';

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

/** The gallery: strongest first (level, then newest); page on with `after`, the previous page's `next`. */
export const LegendQuery = CursorQuery.extend({
  filter: z.enum(['all', 'immortal', 'sovereign', 'wealth-commander']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(48),
});

/** The gallery shows no count ("Show more" follows `next`), so its page carries none. */
export const LegendPage = cursorPage(Legend);
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

/**
 * The review list counts matching applications up to this many and says "1,000+" beyond:
 * counting every row would make each page slower as applications pile up.
 */
export const APPLICATION_COUNT_CAP = 1000;

/** Newest first, optionally one status; page on with `after`. */
export const ApplicationQuery = CursorQuery.extend({
  status: ApplicationStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const ApplicationPage = cursorPage(Application).extend({ total: z.number().int(), total_capped: z.boolean() });
export type ApplicationPage = z.infer<typeof ApplicationPage>;

export const ApproveApplication = z.strictObject({
  level: Level,
  title: z.enum(LEVEL_TITLES).optional(),
  username: optionalText(60),
  badges: z.array(text(40).min(1)).max(12).default([]),
});
export const RejectApplication = z.strictObject({ reason: text(500).min(1, 'Please give a reason.') });

const hallRoute = endpointsOf('hall');

/** The hall service's public routes. */
export const endpoints = {
  legends: hallRoute({ ...galleryEndpoints.legends, query: LegendQuery, response: LegendPage }),
  legend: hallRoute({ ...galleryEndpoints.legend, params: IdParam, response: Legend }),
  /** An approved applicant's photo (a legend's `avatar_url` names it). */
  avatar: hallRoute({ method: 'GET', path: '/legends/:id/avatar', params: IdParam, produces: 'image/*' }),
  certificate: hallRoute({ ...galleryEndpoints.certificate, params: IdParam }),
  /** The head of a shared legend's page (`/sqw-hall?legend=<id>`), asked for by the site's page composer. */
  legendHead: hallRoute({ method: 'GET', path: '/legends/:id/head', params: IdParam, response: PageHead }),
  /** The link-preview card of a shared legend. */
  card: hallRoute({ method: 'GET', path: '/legends/:id/og.png', params: IdParam, produces: 'image/png' }),
  stats: hallRoute({ ...galleryEndpoints.stats, response: HallStats }),
  uploadPhoto: hallRoute({ method: 'POST', path: '/photos', upload: true, status: 201, response: PhotoUploaded }),
  apply: hallRoute({ method: 'POST', path: '/applications', body: LegendApplication, status: 201, response: ApplicationCreated }),
};

/** The review of applications and the removal of legends (admin role, as every /admin/ route). */
export const adminEndpoints = {
  applications: hallRoute({ method: 'GET', path: '/admin/applications', query: ApplicationQuery, response: ApplicationPage }),
  applicationPhoto: hallRoute({ method: 'GET', path: '/admin/applications/:id/photo', params: IdParam, produces: 'image/*' }),
  approve: hallRoute({ method: 'POST', path: '/admin/applications/:id/approve', params: IdParam, body: ApproveApplication, response: Legend }),
  reject: hallRoute({ method: 'POST', path: '/admin/applications/:id/reject', params: IdParam, body: RejectApplication, response: Ok }),
  deleteLegend: hallRoute({ method: 'DELETE', path: '/admin/legends/:id', params: IdParam, response: Ok }),
};
