// Contracts of the site area: zod schemas shared by the shell's forms and the site service.
import { z } from 'zod';
import { CursorQuery, cursorPage, IdParam, Ok, optionalText, plain, text } from './common';
import { endpointsOf } from './endpoint';
import { CONTENT_BLOCKS, type ContentKey, GUIDE_PDF_PATH, homeEndpoints, MESSAGES } from './site-copy';

export * from './site-copy';

export const NAME_MAX = 120;
export const MESSAGE_MAX = 5000;

/** An e-mail that must be present: missing or blank gives the form's own "required" text. */
export const requiredEmail = (required: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? required : MESSAGES.invalidEmail) })
    .trim()
    .toLowerCase()
    .min(1, { message: required, abort: true })
    .max(254, 'Please enter a shorter email address.')
    .email(MESSAGES.invalidEmail);

const requiredText = (max: number, required: string) =>
  plain(
    z
      .string({ error: (iss) => (iss.input === undefined ? required : 'Must be text') })
      .trim()
      .min(1, { message: required, abort: true })
      .max(max, `Must be at most ${max} characters`),
  );

// ---- Public forms ----

export const NewsletterSignup = z.strictObject({ email: requiredEmail(MESSAGES.newsletterEmailRequired) });
export type NewsletterSignupInput = z.input<typeof NewsletterSignup>;

/** The unsubscribe link carries a random 32-byte token (base64url). */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const Unsubscribe = z.strictObject({
  token: z.string({ error: MESSAGES.invalidUnsubscribeLink }).regex(UNSUBSCRIBE_TOKEN, MESSAGES.invalidUnsubscribeLink),
});

export const GuideRequest = z.strictObject({
  name: optionalText(NAME_MAX),
  email: requiredEmail(MESSAGES.guideEmailRequired),
});
export type GuideRequestInput = z.input<typeof GuideRequest>;

export const ContactForm = z.strictObject({
  name: requiredText(NAME_MAX, MESSAGES.contactNameRequired),
  email: requiredEmail(MESSAGES.contactEmailRequired),
  message: requiredText(MESSAGE_MAX, MESSAGES.contactMessageRequired),
});
export type ContactFormInput = z.input<typeof ContactForm>;

/** What every public form answers on success: the toast text to show. */
export const FormAccepted = z.object({ ok: z.literal(true), message: z.string() });
export type FormAccepted = z.infer<typeof FormAccepted>;

// ---- The free guide ----

// ---- Ventures ----

export const VentureStatus = z.enum(['active', 'coming-soon']);
export type VentureStatus = z.infer<typeof VentureStatus>;

/** An internal path ('/infinitrii-nexus') or an absolute http(s) URL; '//host' is refused (it would leave the site). */
const link = text(500).refine((v) => /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
  message: 'Use a path starting with / or a full http(s) URL',
});
const nullableLink = z
  .union([link, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '' ? null : v));

export const Venture = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  /** A picture address the admin typed (a path on the site or an http(s) URL); `image` wins over it. */
  logo: z.string().nullable(),
  /** The picture the admin uploaded: a path on the site service, versioned so a new one is a new URL. */
  image: z.string().nullable(),
  url: z.string().nullable(),
  status: VentureStatus,
  sort_order: z.number().int(),
});
export type Venture = z.infer<typeof Venture>;
/** The showcase is shown whole, in the admin's order (a reorder names every venture), so it is not paged. */
export const VentureList = z.object({ items: z.array(Venture) });
/** The admin's read adds a changing `fresh` so it never gets the minute-old cached list. */
export const VenturesQuery = z.object({ fresh: z.coerce.number().int().min(0).optional() });
/** A venture's uploaded picture: shown as a small round mark on its card, so a few megabytes at most. */
export const MAX_VENTURE_IMAGE_BYTES = 3 * 1024 * 1024;

const slug = text(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes');
const ventureFields = {
  slug,
  name: text(120).min(1, 'Please enter a name.'),
  tagline: text(200).min(1, 'Please enter a tagline.'),
  description: text(2000).min(1, 'Please enter a description.'),
  logo: nullableLink,
  url: nullableLink,
  status: VentureStatus,
};
export const VentureCreate = z.strictObject(ventureFields);
export const VenturePatch = z
  .strictObject(ventureFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export const VentureOrder = z.strictObject({
  ids: z
    .array(z.string().uuid())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each venture once' }),
});

// ---- Editable content blocks ----

export const CONTENT_KEYS = Object.keys(CONTENT_BLOCKS) as [ContentKey, ...ContentKey[]];
export const CONTENT_MAX = 4000;

export const ContentKeyParam = z.object({ key: z.enum(CONTENT_KEYS, { message: 'Unknown content block' }) });
export const ContentMap = z.object({ blocks: z.record(z.string(), z.string()) });
/** Whether a value may be empty, or must be a phone number or URL, depends on the block: see `contentProblem`. */
export const ContentUpdate = z.strictObject({ value: text(CONTENT_MAX) });
export const ContentBlock = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export const ContentBlockList = z.object({ items: z.array(ContentBlock) });

// ---- Page views ----

/** A path only: no query or fragment, so tokens in URLs never reach the analytics table. */
export const PageView = z.strictObject({
  path: z
    .string()
    .max(300)
    .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'A path starting with /, without query or fragment'),
  referrer_host: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'A host name')
    .nullish()
    .transform((v) => v ?? null),
  visitor_id: z.string().uuid('A random per-session id (UUID)'),
});
export type PageViewInput = z.input<typeof PageView>;

// ---- Admin ----

const isoDate = z.iso.date('Use a date as YYYY-MM-DD');
const dateRange = { from: isoDate.optional(), to: isoDate.optional() };
const listFilters = { q: text(200).optional(), ...dateRange, ...CursorQuery.shape };

export const SubscriberStatus = z.enum(['subscribed', 'unsubscribed']);
export const ContactStatus = z.enum(['new', 'read', 'replied', 'archived']);
export type ContactStatus = z.infer<typeof ContactStatus>;

export const SubscriberQuery = z.object({ ...listFilters, status: SubscriberStatus.optional() });
export const GuideLeadQuery = z.object(listFilters);
export const ContactQuery = z.object({ ...listFilters, status: ContactStatus.optional() });
/** Exports take the same filters as the lists, without paging. */
export const SubscriberExportQuery = SubscriberQuery.omit({ limit: true, after: true });
export const GuideLeadExportQuery = GuideLeadQuery.omit({ limit: true, after: true });
export const ContactExportQuery = ContactQuery.omit({ limit: true, after: true });
/** How far an admin list counts its matches; beyond it the screen says "1,000+". */
export const LIST_COUNT_CAP = 1000;

export const Subscriber = z.object({
  id: z.string().uuid(),
  email: z.string(),
  status: SubscriberStatus,
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
  created_at: z.string(),
});
export const GuideLead = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  email: z.string(),
  request_count: z.number().int(),
  created_at: z.string(),
  last_requested_at: z.string(),
});
export const ContactMessage = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: ContactStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscriber = z.infer<typeof Subscriber>;
export type GuideLead = z.infer<typeof GuideLead>;
export type ContactMessage = z.infer<typeof ContactMessage>;

/** Newest first, `limit` after the cursor `after`, with the matches counted up to LIST_COUNT_CAP. */
export const SubscriberPage = cursorPage(Subscriber);
export const GuideLeadPage = cursorPage(GuideLead);
export const ContactMessagePage = cursorPage(ContactMessage);
export const ContactStatusUpdate = z.strictObject({ status: ContactStatus });
export const ContactCreated = FormAccepted.extend({ id: z.string().uuid() });

export const STATS_MAX_DAYS = 366;
export const DailyStatsQuery = z.object(dateRange);
export const DailyFigures = z.object({
  date: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
  subscribers: z.number().int(),
  guide_leads: z.number().int(),
  contact_messages: z.number().int(),
});
export const DailyStats = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(DailyFigures),
  /** visitors here counts each visitor id once over the whole range. */
  totals: DailyFigures.omit({ date: true }),
});
export type DailyStats = z.infer<typeof DailyStats>;

// ---- Endpoints ----

const siteRoute = endpointsOf('site');

/** The site service's public routes. */
export const endpoints = {
  subscribe: siteRoute({ method: 'POST', path: '/newsletter', body: NewsletterSignup, response: FormAccepted }),
  unsubscribe: siteRoute({ method: 'POST', path: '/newsletter/unsubscribe', body: Unsubscribe, response: FormAccepted }),
  requestGuide: siteRoute({ method: 'POST', path: '/guide-leads', body: GuideRequest, status: 201, response: FormAccepted }),
  guidePdf: siteRoute({ method: 'GET', path: GUIDE_PDF_PATH, produces: 'application/pdf' }),
  contact: siteRoute({ method: 'POST', path: '/contact', body: ContactForm, status: 201, response: ContactCreated }),
  ventures: siteRoute({ ...homeEndpoints.ventures, query: VenturesQuery, response: VentureList }),
  ventureImage: siteRoute({ method: 'GET', path: '/ventures/:id/image', params: IdParam, produces: 'image/*' }),
  content: siteRoute({ ...homeEndpoints.content, response: ContentMap }),
  pageView: siteRoute({ ...homeEndpoints.pageView, body: PageView }),
};

/** The site service's admin routes: the forms visitors sent, the showcase, the texts, the figures. */
export const adminEndpoints = {
  subscribers: siteRoute({ method: 'GET', path: '/admin/subscribers', query: SubscriberQuery, response: SubscriberPage }),
  subscriber: siteRoute({ method: 'GET', path: '/admin/subscribers/:id', params: IdParam, response: Subscriber }),
  subscribersCsv: siteRoute({ method: 'GET', path: '/admin/subscribers/export', query: SubscriberExportQuery, produces: 'text/csv' }),
  guideLeads: siteRoute({ method: 'GET', path: '/admin/guide-leads', query: GuideLeadQuery, response: GuideLeadPage }),
  guideLead: siteRoute({ method: 'GET', path: '/admin/guide-leads/:id', params: IdParam, response: GuideLead }),
  guideLeadsCsv: siteRoute({ method: 'GET', path: '/admin/guide-leads/export', query: GuideLeadExportQuery, produces: 'text/csv' }),
  contactMessages: siteRoute({ method: 'GET', path: '/admin/contact-messages', query: ContactQuery, response: ContactMessagePage }),
  contactMessage: siteRoute({ method: 'GET', path: '/admin/contact-messages/:id', params: IdParam, response: ContactMessage }),
  contactMessagesCsv: siteRoute({ method: 'GET', path: '/admin/contact-messages/export', query: ContactExportQuery, produces: 'text/csv' }),
  setContactStatus: siteRoute({ method: 'PATCH', path: '/admin/contact-messages/:id', params: IdParam, body: ContactStatusUpdate, response: ContactMessage }),
  contentBlocks: siteRoute({ method: 'GET', path: '/admin/content', response: ContentBlockList }),
  saveContentBlock: siteRoute({ method: 'PUT', path: '/admin/content/:key', params: ContentKeyParam, body: ContentUpdate, response: ContentBlock }),
  createVenture: siteRoute({ method: 'POST', path: '/admin/ventures', body: VentureCreate, status: 201, response: Venture }),
  updateVenture: siteRoute({ method: 'PATCH', path: '/admin/ventures/:id', params: IdParam, body: VenturePatch, response: Venture }),
  reorderVentures: siteRoute({ method: 'PUT', path: '/admin/ventures/order', body: VentureOrder, response: VentureList }),
  deleteVenture: siteRoute({ method: 'DELETE', path: '/admin/ventures/:id', params: IdParam, response: Ok }),
  uploadVentureImage: siteRoute({ method: 'PUT', path: '/admin/ventures/:id/image', params: IdParam, upload: true, response: Venture }),
  removeVentureImage: siteRoute({ method: 'DELETE', path: '/admin/ventures/:id/image', params: IdParam, response: Venture }),
  dailyStats: siteRoute({ method: 'GET', path: '/admin/stats/daily', query: DailyStatsQuery, response: DailyStats }),
};
