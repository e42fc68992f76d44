// Contracts of the web-essentials area: the one price table, the project questionnaire and
// its quote, and the admin API shapes. The page, the service and the tests all read these.
import { z } from 'zod';
import { optionalText, plain, text } from './common';

// ---------------------------------------------------------------------------------------------
// Price table of the web builds. Amounts are US dollars; every price is a
// whole dollar, so the only fractions that appear are the 50% deposits (.50), exact in floats.

export const PACKAGE_IDS = ['basic', 'premium', 'authority'] as const;
export const HOSTING_IDS = ['basic', 'standard', 'premium', 'high-end'] as const;
export const MAINTENANCE_IDS = ['basic', 'priority'] as const;
export const HOSTING_BUNDLE_IDS = ['standard-bundle', 'pro-bundle'] as const;
export const BUILD_BUNDLE_IDS = ['business-starter', 'growth-pro'] as const;
export const ADD_ON_IDS = ['extra-page', 'text-image-update', 'gallery-slider', 'testimonials', 'embed-video-pdf', 'booking-tool', 'domain-setup'] as const;

export type PackageId = (typeof PACKAGE_IDS)[number];
export type HostingId = (typeof HOSTING_IDS)[number];
export type MaintenanceId = (typeof MAINTENANCE_IDS)[number];
export type HostingBundleId = (typeof HOSTING_BUNDLE_IDS)[number];
export type BuildBundleId = (typeof BUILD_BUNDLE_IDS)[number];
export type AddOnId = (typeof ADD_ON_IDS)[number];

type Priced = { label: string; description: string; price: number };

export const PACKAGES: Record<PackageId, Priced & { pages: number; pagesLabel: string; revisions: number }> = {
  basic: {
    label: 'Basic',
    price: 875,
    pages: 5,
    pagesLabel: 'Up to 5 pages',
    revisions: 1,
    description: 'A polished, professional presence for a new or small business.',
  },
  premium: { label: 'Premium', price: 1225, pages: 7, pagesLabel: '7 pages', revisions: 2, description: 'Room for your services, your story and your proof.' },
  authority: {
    label: 'Authority',
    price: 1750,
    pages: 10,
    pagesLabel: '10 pages',
    revisions: 3,
    description: 'A complete authority site for an established brand.',
  },
};

/** Monthly. High-end is a starting price ('$500+'): the quote counts $500 and says "from". */
export const HOSTING: Record<HostingId, Priced & { startingPrice: boolean }> = {
  basic: { label: 'Basic Hosting', price: 25, startingPrice: false, description: 'Secure hosting for a simple site.' },
  standard: { label: 'Standard Hosting', price: 75, startingPrice: false, description: 'Hosting for a growing business site.' },
  premium: { label: 'Premium Hosting', price: 200, startingPrice: false, description: 'Performance hosting for busy, content-rich sites.' },
  'high-end': { label: 'High-End Hosting', price: 500, startingPrice: true, description: 'Custom infrastructure for demanding sites, priced to your needs.' },
};

/** Monthly, billed separately after launch. */
export const MAINTENANCE: Record<MaintenanceId, Priced & { updates: number; updatesLabel: string }> = {
  basic: { label: 'Basic Maintenance', price: 75, updates: 1, updatesLabel: '1 update a month', description: 'One content update each month.' },
  priority: {
    label: 'Priority Maintenance',
    price: 125,
    updates: 3,
    updatesLabel: 'Up to 3 updates a month',
    description: 'Up to three updates each month, handled first.',
  },
};
export const MAINTENANCE_NOTE = 'Unused edits do not roll over.';

/** Monthly hosting-and-maintenance bundles; what they save is derived from their parts. */
export const HOSTING_BUNDLES: Record<HostingBundleId, Priced & { hosting: HostingId; maintenance: MaintenanceId }> = {
  'standard-bundle': {
    label: 'Standard Bundle',
    price: 125,
    hosting: 'standard',
    maintenance: 'basic',
    description: 'Standard hosting plus basic maintenance.',
  },
  'pro-bundle': { label: 'Pro Bundle', price: 300, hosting: 'premium', maintenance: 'priority', description: 'Premium hosting plus priority maintenance.' },
};
export const hostingBundleSaving = (id: HostingBundleId): number => {
  const b = HOSTING_BUNDLES[id];
  return HOSTING[b.hosting].price + MAINTENANCE[b.maintenance].price - b.price;
};

/** `price` is the one-time build price the client pays, the setup discount already taken off. */
export const BUILD_BUNDLES: Record<BuildBundleId, Priced & { monthly: number; setupDiscount: number }> = {
  'business-starter': {
    label: 'Business Starter',
    price: 1440,
    monthly: 150,
    setupDiscount: 75,
    description: 'Your website build with hosting and maintenance in one plan.',
  },
  'growth-pro': {
    label: 'Growth Pro',
    price: 1700,
    monthly: 325,
    setupDiscount: 75,
    description: 'A growth build with premium hosting and priority maintenance in one plan.',
  },
};

/** One-time extras; each can be chosen once. */
export const ADD_ONS: Record<AddOnId, Priced> = {
  'extra-page': { label: 'Extra page', price: 200, description: 'One more page beyond your package.' },
  'text-image-update': { label: 'Text/image update', price: 65, description: 'Swap in new copy or images.' },
  'gallery-slider': { label: 'Gallery/slider', price: 85, description: 'A photo gallery or slider.' },
  testimonials: { label: 'Testimonials', price: 65, description: 'A section for client testimonials.' },
  'embed-video-pdf': { label: 'Embed video/PDF', price: 75, description: 'Embed a video or a PDF on a page.' },
  'booking-tool': { label: 'Booking tool', price: 125, description: 'Online booking connected to your calendar.' },
  'domain-setup': { label: 'Domain setup & launch', price: 175, description: 'We connect your domain and launch the site.' },
};

/**
 * Shown on the page only. The add-on values do not include it, so it is not selectable
 * and never counted in a quote; clients ask for it in the notes and it is quoted by hand.
 */
export const SEO_FORMATTING = {
  label: 'SEO formatting',
  price: 100,
  priceLabel: 'about $100',
  description: 'On-page SEO formatting, quoted on request.',
} as const;

export const DEPOSIT_RATE = 0.5;
export const DEPOSIT_STATEMENT =
  'A 50% deposit of the build price is required to begin ($437.50 for Basic, $612.50 for Premium, $875 for Authority). No work begins until the deposit is confirmed. Maintenance is billed separately after launch.';

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
  businessName: 'Business name is required',
  businessDescription: 'Please provide at least a brief description',
  services: 'Please list your main services or products',
  selectionType: 'Please choose individual packages or a bundle',
  package: 'Please choose a package from the list',
  bundle: 'Please choose a bundle from the list',
  addOns: 'Please choose add-ons from the list',
  hosting: 'Please choose a hosting plan from the list',
  maintenance: 'Please choose a maintenance plan from the list',
  bundleHostingMaintenance: 'Please choose a hosting and maintenance bundle from the list',
  contactName: 'Please enter your name',
  contactEmail: 'Please enter a valid email.',
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

export const SelectionType = z.enum(['individual', 'bundle'], { error: MESSAGES.selectionType });
export type SelectionType = z.infer<typeof SelectionType>;

/** The raw fields, in the page's order. No price field exists: unknown fields are refused. */
export const QuestionnaireFields = z.strictObject(
  {
    businessName: required(120, MESSAGES.businessName),
    tagline: optionalText(160),
    businessDescription: required(5000, MESSAGES.businessDescription, 10),
    services: required(2000, MESSAGES.services),
    selectionType: SelectionType.default('individual'),
    package: choice(PACKAGE_IDS, MESSAGES.package),
    addOns: z
      .array(z.enum(ADD_ON_IDS, { error: MESSAGES.addOns }), { error: MESSAGES.addOns })
      .max(ADD_ON_IDS.length, MESSAGES.addOns)
      .default([]),
    hosting: choice(HOSTING_IDS, MESSAGES.hosting),
    maintenance: choice(MAINTENANCE_IDS, MESSAGES.maintenance),
    bundleHostingMaintenance: choice(HOSTING_BUNDLE_IDS, MESSAGES.bundleHostingMaintenance),
    bundle: choice(BUILD_BUNDLE_IDS, MESSAGES.bundle),
    pages: plain(z.string({ error: MESSAGES.pages }).trim().max(60, 'Must be at most 60 characters'))
      .default(DEFAULT_PAGES)
      .transform((v) => v || DEFAULT_PAGES),
    contactForm: yesNo(true),
    providingAssets: yesNo(false),
    stylePreference: optionalText(1000),
    socialMedia: optionalText(2000),
    needDomainHelp: yesNo(false),
    notes: optionalText(5000),
    contactName: required(120, MESSAGES.contactName),
    contactEmail: z.string({ error: MESSAGES.contactEmail }).trim().toLowerCase().max(254, MESSAGES.contactEmail).email(MESSAGES.contactEmail),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}. Prices are computed by the server.` : undefined) },
);

/** The choices that decide the price, as a (possibly half-filled) form holds them. */
export type Selection = {
  selectionType?: SelectionType;
  package?: PackageId | null;
  bundle?: BuildBundleId | null;
  addOns?: readonly AddOnId[];
  hosting?: HostingId | null;
  maintenance?: MaintenanceId | null;
  bundleHostingMaintenance?: HostingBundleId | null;
};
export type NormalizedSelection = {
  selectionType: SelectionType;
  package: PackageId | null;
  bundle: BuildBundleId | null;
  addOns: AddOnId[];
  hosting: HostingId | null;
  maintenance: MaintenanceId | null;
  bundleHostingMaintenance: HostingBundleId | null;
};

/** Fields that apply only to one selection type; the page hides the others. */
export const INDIVIDUAL_ONLY = ['package', 'hosting', 'maintenance', 'bundleHostingMaintenance'] as const;
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
  const individual = s.selectionType !== 'bundle';
  const hm = individual && has(HOSTING_BUNDLE_IDS, s.bundleHostingMaintenance) ? s.bundleHostingMaintenance : null;
  return {
    selectionType: individual ? 'individual' : 'bundle',
    package: individual && has(PACKAGE_IDS, s.package) ? s.package : null,
    bundle: !individual && has(BUILD_BUNDLE_IDS, s.bundle) ? s.bundle : null,
    addOns: ADD_ON_IDS.filter((id) => (s.addOns ?? []).includes(id)),
    hosting: individual && !hm && has(HOSTING_IDS, s.hosting) ? s.hosting : null,
    maintenance: individual && !hm && has(MAINTENANCE_IDS, s.maintenance) ? s.maintenance : null,
    bundleHostingMaintenance: hm,
  };
}

/** What the page's form and the service's route both validate with; its output is normalised. */
export const Questionnaire = QuestionnaireFields.transform((v) => ({ ...v, ...normalizeSelection(v) }));
export type QuestionnaireInput = z.input<typeof Questionnaire>;
export type Questionnaire = z.output<typeof Questionnaire>;

/** The form's starting values (the questionnaire's defaults). */
export const QUESTIONNAIRE_DEFAULTS = {
  businessName: '',
  tagline: '',
  businessDescription: '',
  services: '',
  selectionType: 'individual',
  package: null,
  addOns: [],
  hosting: null,
  maintenance: null,
  bundleHostingMaintenance: null,
  bundle: null,
  pages: DEFAULT_PAGES,
  contactForm: true,
  providingAssets: false,
  stylePreference: '',
  socialMedia: '',
  needDomainHelp: false,
  notes: '',
  contactName: '',
  contactEmail: '',
} satisfies QuestionnaireInput;

// ---------------------------------------------------------------------------------------------
// The quote.

export const QuoteLine = z.object({
  kind: z.enum(['package', 'build-bundle', 'add-on', 'hosting', 'maintenance', 'hosting-bundle']),
  id: z.string(),
  label: z.string(),
  amount: z.number(),
  cadence: z.enum(['one-time', 'monthly']),
  startingPrice: z.boolean(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const Quote = z.object({
  lines: z.array(QuoteLine),
  oneTimeTotal: z.number(),
  depositDue: z.number(),
  monthlyTotal: z.number(),
  /** True when a starting price (high-end hosting) is in the monthly total: show it as "from". */
  monthlyIsStartingPrice: z.boolean(),
  savings: z.object({ oneTime: z.number(), monthly: z.number() }),
});
export type Quote = z.infer<typeof Quote>;

const cents = (n: number) => Math.round(n * 100) / 100;

/** The price of a selection, from this table only. Deposit: 50% of the one-time build total. */
export function quote(input: Selection): Quote {
  const s = normalizeSelection(input);
  const lines: QuoteLine[] = [];
  const line = (kind: QuoteLine['kind'], id: string, item: Priced, cadence: QuoteLine['cadence'], amount = item.price, startingPrice = false) =>
    lines.push({ kind, id, label: item.label, amount, cadence, startingPrice });
  let oneTimeSaving = 0;
  let monthlySaving = 0;

  if (s.package) line('package', s.package, PACKAGES[s.package], 'one-time');
  if (s.bundle) {
    const b = BUILD_BUNDLES[s.bundle];
    line('build-bundle', s.bundle, b, 'one-time');
    line('build-bundle', s.bundle, b, 'monthly', b.monthly);
    oneTimeSaving += b.setupDiscount;
  }
  for (const id of s.addOns) line('add-on', id, ADD_ONS[id], 'one-time');
  if (s.bundleHostingMaintenance) {
    line('hosting-bundle', s.bundleHostingMaintenance, HOSTING_BUNDLES[s.bundleHostingMaintenance], 'monthly');
    monthlySaving += hostingBundleSaving(s.bundleHostingMaintenance);
  }
  if (s.hosting) line('hosting', s.hosting, HOSTING[s.hosting], 'monthly', HOSTING[s.hosting].price, HOSTING[s.hosting].startingPrice);
  if (s.maintenance) line('maintenance', s.maintenance, MAINTENANCE[s.maintenance], 'monthly');

  const sum = (cadence: QuoteLine['cadence']) => lines.filter((l) => l.cadence === cadence).reduce((t, l) => t + l.amount, 0);
  const oneTimeTotal = sum('one-time');
  return {
    lines,
    oneTimeTotal,
    depositDue: cents(oneTimeTotal * DEPOSIT_RATE),
    monthlyTotal: sum('monthly'),
    monthlyIsStartingPrice: lines.some((l) => l.startingPrice),
    savings: { oneTime: oneTimeSaving, monthly: monthlySaving },
  };
}

/** '$875', '$1,225', '$437.50'. */
export const formatUsd = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** How the admin table names what was chosen: the package, or the build bundle. */
export function choiceLabel(s: Pick<Selection, 'selectionType' | 'package' | 'bundle'>): string {
  if (s.selectionType === 'bundle') return has(BUILD_BUNDLE_IDS, s.bundle) ? `${BUILD_BUNDLES[s.bundle].label} bundle` : 'Bundle (not chosen)';
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

export const SubmissionCreated = z.object({ id: z.string().uuid(), status: SubmissionStatus, submittedAt: z.string(), quote: Quote });
export type SubmissionCreated = z.infer<typeof SubmissionCreated>;

/** One row of the admin table (the admin's fields plus the totals). */
export const SubmissionSummary = z.object({
  id: z.string().uuid(),
  businessName: z.string(),
  selectionType: SelectionType,
  package: z.enum(PACKAGE_IDS).nullable(),
  bundle: z.enum(BUILD_BUNDLE_IDS).nullable(),
  choiceLabel: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  status: SubmissionStatus,
  submittedAt: z.string(),
  oneTimeTotal: z.number(),
  monthlyTotal: z.number(),
});
export type SubmissionSummary = z.infer<typeof SubmissionSummary>;
export const SubmissionList = z.object({ items: z.array(SubmissionSummary), total: z.number().int() });
export type SubmissionList = z.infer<typeof SubmissionList>;

/** Everything stored: the normalised answers, the quote computed at submit time, the status. */
export const Submission = z.object({
  ...SubmissionSummary.shape,
  tagline: z.string().nullable(),
  businessDescription: z.string(),
  services: z.string(),
  addOns: z.array(z.enum(ADD_ON_IDS)),
  hosting: z.enum(HOSTING_IDS).nullable(),
  maintenance: z.enum(MAINTENANCE_IDS).nullable(),
  bundleHostingMaintenance: z.enum(HOSTING_BUNDLE_IDS).nullable(),
  pages: z.string(),
  contactForm: z.boolean(),
  providingAssets: z.boolean(),
  stylePreference: z.string().nullable(),
  socialMedia: z.string().nullable(),
  needDomainHelp: z.boolean(),
  notes: z.string().nullable(),
  userId: z.string().uuid().nullable(),
  statusChangedAt: z.string().nullable(),
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
export const SubmissionQuery = SubmissionFilter.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SubmissionQuery = z.input<typeof SubmissionQuery>;

export const UpdateSubmissionStatus = z.strictObject({ status: SubmissionStatus });
export const CSV_FILENAME = 'web_essentials_submissions.csv';
