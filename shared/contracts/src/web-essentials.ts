// Contracts of the web-essentials area: the one price table, the project questionnaire and
// its quote, and the admin API shapes. The page, the service and the tests all read these.
import { z } from 'zod';
import { CursorQuery, cursorPage, IdParam, optionalText, plain, text } from './common';
import { endpointsOf } from './endpoint';
import {
  PACKAGE_IDS,
  HOSTING_IDS,
  MAINTENANCE_IDS,
  HOSTING_BUNDLE_IDS,
  BUILD_BUNDLE_IDS,
  ADD_ON_IDS,
  PACKAGES,
  HOSTING,
  MAINTENANCE,
  HOSTING_BUNDLES,
  hostingBundleSaving,
  BUILD_BUNDLES,
  ADD_ONS,
  DEPOSIT_RATE,
  type BuildBundleId,
  type HostingBundleId,
  type HostingId,
  type MaintenanceId,
  type PackageId,
  type AddOnId,
  type Priced,
} from './web-essentials-prices';

export * from './web-essentials-prices';

// ---------------------------------------------------------------------------------------------
// Texts of the page.

export const DEFAULT_PAGES = 'Use Default Layout';
export const SUBMITTING_LABEL = 'Submitting...';
export const SUBMIT_SUCCESS = {
  title: 'Project Submitted Successfully!',
  description: "We've received your project details. Our team will contact you within 24 hours to discuss next steps and confirm your deposit.",
  durationMs: 8000,
} as const;
export const SUBMIT_FAILURE = {
  title: 'Submission Failed',
  description: 'There was an error submitting your project. Please try again or contact support.',
} as const;

// ---------------------------------------------------------------------------------------------
// The questionnaire.

export const MESSAGES = {
  business_name: 'Business name is required',
  business_description: 'Please provide at least a brief description',
  services: 'Please list your main services or products',
  selection_type: 'Please choose individual packages or a bundle',
  package: 'Please choose a package from the list',
  bundle: 'Please choose a bundle from the list',
  add_ons: 'Please choose add-ons from the list',
  hosting: 'Please choose a hosting plan from the list',
  maintenance: 'Please choose a maintenance plan from the list',
  bundle_hosting_maintenance: 'Please choose a hosting and maintenance bundle from the list',
  contact_name: 'Please enter your name',
  contact_email: 'Please enter a valid email.',
  pages: 'Please enter a number of pages or "Use Default Layout"',
  yesNo: 'Please answer yes or no',
} as const;

const required = (max: number, message: string, min = 1) =>
  plain(z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`));
/** An optional select: absent or null means "no choice"; '' or an unknown value is refused. */
const choice = <T extends readonly [string, ...string[]]>(ids: T, message: string) =>
  z
    .enum(ids, { error: message })
    .nullish()
    .transform((v) => v ?? null);
const yesNo = (byDefault: boolean) => z.boolean({ error: MESSAGES.yesNo }).default(byDefault);

export const SelectionType = z.enum(['individual', 'bundle'], { error: MESSAGES.selection_type });
export type SelectionType = z.infer<typeof SelectionType>;

/** The raw fields, in the page's order. No price field exists: unknown fields are refused. */
export const QuestionnaireFields = z.strictObject(
  {
    business_name: required(120, MESSAGES.business_name),
    tagline: optionalText(160),
    business_description: required(5000, MESSAGES.business_description, 10),
    services: required(2000, MESSAGES.services),
    selection_type: SelectionType.default('individual'),
    package: choice(PACKAGE_IDS, MESSAGES.package),
    add_ons: z
      .array(z.enum(ADD_ON_IDS, { error: MESSAGES.add_ons }), { error: MESSAGES.add_ons })
      .max(ADD_ON_IDS.length, MESSAGES.add_ons)
      .default([]),
    hosting: choice(HOSTING_IDS, MESSAGES.hosting),
    maintenance: choice(MAINTENANCE_IDS, MESSAGES.maintenance),
    bundle_hosting_maintenance: choice(HOSTING_BUNDLE_IDS, MESSAGES.bundle_hosting_maintenance),
    bundle: choice(BUILD_BUNDLE_IDS, MESSAGES.bundle),
    pages: plain(z.string({ error: MESSAGES.pages }).trim().max(60, 'Must be at most 60 characters'))
      .default(DEFAULT_PAGES)
      .transform((v) => v || DEFAULT_PAGES),
    contact_form: yesNo(true),
    providing_assets: yesNo(false),
    style_preference: optionalText(1000),
    social_media: optionalText(2000),
    need_domain_help: yesNo(false),
    notes: optionalText(5000),
    contact_name: required(120, MESSAGES.contact_name),
    contact_email: z.string({ error: MESSAGES.contact_email }).trim().toLowerCase().max(254, MESSAGES.contact_email).email(MESSAGES.contact_email),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}. Prices are computed by the server.` : undefined) },
);

/** The choices that decide the price, as a (possibly half-filled) form holds them. */
export type Selection = {
  selection_type?: SelectionType;
  package?: PackageId | null;
  bundle?: BuildBundleId | null;
  add_ons?: readonly AddOnId[];
  hosting?: HostingId | null;
  maintenance?: MaintenanceId | null;
  bundle_hosting_maintenance?: HostingBundleId | null;
};
export type NormalizedSelection = {
  selection_type: SelectionType;
  package: PackageId | null;
  bundle: BuildBundleId | null;
  add_ons: AddOnId[];
  hosting: HostingId | null;
  maintenance: MaintenanceId | null;
  bundle_hosting_maintenance: HostingBundleId | null;
};

/** Fields that apply only to one selection type; the page hides the others. */
export const INDIVIDUAL_ONLY = ['package', 'hosting', 'maintenance', 'bundle_hosting_maintenance'] as const;
export const BUNDLE_ONLY = ['bundle'] as const;
/** Cleared when a hosting-and-maintenance bundle is chosen. */
export const CLEARED_BY_HOSTING_BUNDLE = ['hosting', 'maintenance'] as const;

const has = <T extends string>(ids: readonly T[], v: unknown): v is T => typeof v === 'string' && (ids as readonly string[]).includes(v);

/**
 * The conditional rules, applied the same way by the page, the schema and the quote:
 * choices hidden for the selection type are dropped (the user cannot see them), a
 * hosting-and-maintenance bundle replaces separate hosting and maintenance, add-ons are
 * counted once each in table order. Unknown ids are dropped so a half-filled form still quotes.
 */
export function normalizeSelection(s: Selection): NormalizedSelection {
  const individual = s.selection_type !== 'bundle';
  const hm = individual && has(HOSTING_BUNDLE_IDS, s.bundle_hosting_maintenance) ? s.bundle_hosting_maintenance : null;
  return {
    selection_type: individual ? 'individual' : 'bundle',
    package: individual && has(PACKAGE_IDS, s.package) ? s.package : null,
    bundle: !individual && has(BUILD_BUNDLE_IDS, s.bundle) ? s.bundle : null,
    add_ons: ADD_ON_IDS.filter((id) => (s.add_ons ?? []).includes(id)),
    hosting: individual && !hm && has(HOSTING_IDS, s.hosting) ? s.hosting : null,
    maintenance: individual && !hm && has(MAINTENANCE_IDS, s.maintenance) ? s.maintenance : null,
    bundle_hosting_maintenance: hm,
  };
}

/** What the page's form and the service's route both validate with; its output is normalised. */
export const Questionnaire = QuestionnaireFields.transform((v) => ({ ...v, ...normalizeSelection(v) }));
export type QuestionnaireInput = z.input<typeof Questionnaire>;
export type Questionnaire = z.output<typeof Questionnaire>;

/** The form's starting values (the questionnaire's defaults). */
export const QUESTIONNAIRE_DEFAULTS = {
  business_name: '',
  tagline: '',
  business_description: '',
  services: '',
  selection_type: 'individual',
  package: null,
  add_ons: [],
  hosting: null,
  maintenance: null,
  bundle_hosting_maintenance: null,
  bundle: null,
  pages: DEFAULT_PAGES,
  contact_form: true,
  providing_assets: false,
  style_preference: '',
  social_media: '',
  need_domain_help: false,
  notes: '',
  contact_name: '',
  contact_email: '',
} satisfies QuestionnaireInput;

// ---------------------------------------------------------------------------------------------
// The quote.

export const QuoteLine = z.object({
  kind: z.enum(['package', 'build-bundle', 'add-on', 'hosting', 'maintenance', 'hosting-bundle']),
  id: z.string(),
  label: z.string(),
  amount: z.number(),
  cadence: z.enum(['one-time', 'monthly']),
  starting_price: z.boolean(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const Quote = z.object({
  lines: z.array(QuoteLine),
  one_time_total: z.number(),
  deposit_due: z.number(),
  monthly_total: z.number(),
  /** True when a starting price (high-end hosting) is in the monthly total: show it as "from". */
  monthly_is_starting_price: z.boolean(),
  savings: z.object({ one_time: z.number(), monthly: z.number() }),
});
export type Quote = z.infer<typeof Quote>;

const cents = (n: number) => Math.round(n * 100) / 100;

/** The price of a selection, from this table only. Deposit: 50% of the one-time build total. */
export function quote(input: Selection): Quote {
  const s = normalizeSelection(input);
  const lines: QuoteLine[] = [];
  const line = (kind: QuoteLine['kind'], id: string, item: Priced, cadence: QuoteLine['cadence'], amount = item.price, startingPrice = false) =>
    lines.push({ kind, id, label: item.label, amount, cadence, starting_price: startingPrice });
  let oneTimeSaving = 0;
  let monthlySaving = 0;

  if (s.package) line('package', s.package, PACKAGES[s.package], 'one-time');
  if (s.bundle) {
    const b = BUILD_BUNDLES[s.bundle];
    line('build-bundle', s.bundle, b, 'one-time');
    line('build-bundle', s.bundle, b, 'monthly', b.monthly);
    oneTimeSaving += b.setupDiscount;
  }
  for (const id of s.add_ons) line('add-on', id, ADD_ONS[id], 'one-time');
  if (s.bundle_hosting_maintenance) {
    line('hosting-bundle', s.bundle_hosting_maintenance, HOSTING_BUNDLES[s.bundle_hosting_maintenance], 'monthly');
    monthlySaving += hostingBundleSaving(s.bundle_hosting_maintenance);
  }
  if (s.hosting) line('hosting', s.hosting, HOSTING[s.hosting], 'monthly', HOSTING[s.hosting].price, HOSTING[s.hosting].startingPrice);
  if (s.maintenance) line('maintenance', s.maintenance, MAINTENANCE[s.maintenance], 'monthly');

  const sum = (cadence: QuoteLine['cadence']) => lines.filter((l) => l.cadence === cadence).reduce((t, l) => t + l.amount, 0);
  const one_time_total = sum('one-time');
  return {
    lines,
    one_time_total,
    deposit_due: cents(one_time_total * DEPOSIT_RATE),
    monthly_total: sum('monthly'),
    monthly_is_starting_price: lines.some((l) => l.starting_price),
    savings: { one_time: oneTimeSaving, monthly: monthlySaving },
  };
}

/** How the admin table names what was chosen: the package, or the build bundle. */
export function choiceLabel(s: Pick<Selection, 'selection_type' | 'package' | 'bundle'>): string {
  if (s.selection_type === 'bundle') return has(BUILD_BUNDLE_IDS, s.bundle) ? `${BUILD_BUNDLES[s.bundle].label} bundle` : 'Bundle (not chosen)';
  return has(PACKAGE_IDS, s.package) ? PACKAGES[s.package].label : 'Package (not chosen)';
}

// ---------------------------------------------------------------------------------------------
// The service's API.

export const SUBMISSION_STATUSES = ['pending', 'contacted', 'deposit-received', 'in-progress', 'launched', 'declined'] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES, { error: 'Please choose a valid status' });
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  'deposit-received': 'Deposit received',
  'in-progress': 'In progress',
  launched: 'Launched',
  declined: 'Declined',
};

export const SubmissionCreated = z.object({ id: z.string().uuid(), status: SubmissionStatus, submitted_at: z.string(), quote: Quote });
export type SubmissionCreated = z.infer<typeof SubmissionCreated>;

/** One row of the admin table (the admin's fields plus the totals). */
export const SubmissionSummary = z.object({
  id: z.string().uuid(),
  business_name: z.string(),
  selection_type: SelectionType,
  package: z.enum(PACKAGE_IDS).nullable(),
  bundle: z.enum(BUILD_BUNDLE_IDS).nullable(),
  choice_label: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  status: SubmissionStatus,
  submitted_at: z.string(),
  one_time_total: z.number(),
  monthly_total: z.number(),
});
export type SubmissionSummary = z.infer<typeof SubmissionSummary>;
/** A page of the admin table, newest first, with the matching rows counted up to SUBMISSION_COUNT_CAP. */
export const SubmissionPage = cursorPage(SubmissionSummary);
export type SubmissionPage = z.infer<typeof SubmissionPage>;
export const SUBMISSION_COUNT_CAP = 1000;

/** Everything stored: the normalised answers, the quote computed at submit time, the status. */
export const Submission = z.object({
  ...SubmissionSummary.shape,
  tagline: z.string().nullable(),
  business_description: z.string(),
  services: z.string(),
  add_ons: z.array(z.enum(ADD_ON_IDS)),
  hosting: z.enum(HOSTING_IDS).nullable(),
  maintenance: z.enum(MAINTENANCE_IDS).nullable(),
  bundle_hosting_maintenance: z.enum(HOSTING_BUNDLE_IDS).nullable(),
  pages: z.string(),
  contact_form: z.boolean(),
  providing_assets: z.boolean(),
  style_preference: z.string().nullable(),
  social_media: z.string().nullable(),
  need_domain_help: z.boolean(),
  notes: z.string().nullable(),
  user_id: z.string().uuid().nullable(),
  status_changed_at: z.string().nullable(),
  quote: Quote,
});
export type Submission = z.infer<typeof Submission>;

const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Use a date like 2025-01-31 or an ISO date-time' });
/** Filters of the admin list and the CSV: a date-only `to` includes that whole day (UTC). */
export const SubmissionFilter = z.object({
  status: SubmissionStatus.optional(),
  search: text(120).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type SubmissionFilter = z.infer<typeof SubmissionFilter>;
/** The admin table: 25 rows a page unless it asks for another size. */
export const SubmissionQuery = SubmissionFilter.extend({ ...CursorQuery.shape, limit: CursorQuery.shape.limit.removeDefault().default(25) });
export type SubmissionQuery = z.input<typeof SubmissionQuery>;

export const UpdateSubmissionStatus = z.strictObject({ status: SubmissionStatus });
export const CSV_FILENAME = 'web_essentials_submissions.csv';

// ---------------------------------------------------------------------------------------------
// Endpoints.

const weRoute = endpointsOf('webEssentials');

export const endpoints = {
  /** The questionnaire: priced by the server from the answers, never from the client. */
  submit: weRoute({ method: 'POST', path: '/submissions', body: Questionnaire, status: 201, response: SubmissionCreated }),
};

/** The admin panel's list, detail, status and CSV; the kit requires the admin role under /admin/. */
export const adminEndpoints = {
  submissions: weRoute({ method: 'GET', path: '/admin/submissions', query: SubmissionQuery, response: SubmissionPage }),
  submissionsCsv: weRoute({ method: 'GET', path: '/admin/submissions.csv', query: SubmissionFilter, produces: 'text/csv' }),
  submission: weRoute({ method: 'GET', path: '/admin/submissions/:id', params: IdParam, response: Submission }),
  setSubmissionStatus: weRoute({ method: 'PATCH', path: '/admin/submissions/:id', params: IdParam, body: UpdateSubmissionStatus, response: Submission }),
};
