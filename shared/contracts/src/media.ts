// Contracts of the media area (/sovereign-skies): the page's catalogue, its option lists and
// the proposal request, shared by the media remote and services/media.
import { z } from 'zod';
import { CursorQuery, cursorPage, IdParam, plain, text } from './common';
import { endpointsOf } from './endpoint';

export type Option<V extends string = string> = { readonly value: V; readonly label: string };
type Values<L extends readonly Option[]> = [L[number]['value'], ...L[number]['value'][]];
const valuesOf = <L extends readonly Option[]>(list: L) => list.map((o) => o.value) as Values<L>;

/** The label of an option value (the value itself when it is not in the list, e.g. old data). */
export const labelOf = (list: readonly Option[], value: string | null | undefined): string =>
  value ? (list.find((o) => o.value === value)?.label ?? value) : '';

// ---- Option lists ----
export const PROPERTY_VALUES = [
  { value: 'under-500k', label: 'Under $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m-2m', label: '$1M - $2M' },
  { value: '2m-5m', label: '$2M - $5M' },
  { value: '5m-10m', label: '$5M - $10M' },
  { value: 'over-10m', label: 'Over $10M' },
] as const satisfies readonly Option[];
export const ESTATE_TIMELINES = [
  { value: 'asap', label: 'ASAP' },
  { value: 'within-week', label: 'Within a week' },
  { value: 'within-month', label: 'Within a month' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];
export const CREATIVE_PROJECT_TYPES = [
  { value: 'music-video', label: 'Music Video' },
  { value: 'brand-campaign', label: 'Brand Campaign' },
  { value: 'social-content', label: 'Social Media Content' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'documentary', label: 'Documentary' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const BUDGETS = [
  { value: 'under-5k', label: 'Under $5K' },
  { value: '5k-15k', label: '$5K - $15K' },
  { value: '15k-30k', label: '$15K - $30K' },
  { value: '30k-50k', label: '$30K - $50K' },
  { value: 'over-50k', label: 'Over $50K' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies readonly Option[];
export const CREATIVE_TIMELINES = [
  { value: 'asap', label: 'ASAP' },
  { value: 'within-month', label: 'Within a month' },
  { value: 'within-quarter', label: 'Within a quarter' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];
export const REFERRAL_SOURCES = [
  { value: 'google', label: 'Google Search' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'referral', label: 'Referral' },
  { value: 'previous-client', label: 'Previous Client' },
  { value: 'website', label: 'Website' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

// ---- Catalogue: prices in whole US dollars; null means a custom quote ----
export type Offer = { readonly id: string; readonly name: string; readonly price: number | null; readonly perMonth?: boolean };

/** '$1,499', '$350/mo' or 'Custom'. */
export const priceLabel = (o: Pick<Offer, 'price' | 'perMonth'>): string =>
  o.price === null ? 'Custom' : `$${o.price.toLocaleString('en-US')}${o.perMonth ? '/mo' : ''}`;

export const ESTATE_SERVICES = [
  { id: 'photography', name: 'Professional Photography', description: 'HDR interior and exterior photos that show every room at its best.' },
  { id: 'drone', name: 'Drone Footage', description: 'Aerial photos and video of the property, the grounds and the neighbourhood.' },
  { id: 'virtual-tours', name: 'Virtual Tours', description: 'Immersive 360° walkthroughs buyers can explore from anywhere.' },
  { id: 'agent-promo', name: 'Agent Promo Videos', description: 'On-camera videos that introduce you and the listing to buyers.' },
  { id: 'twilight', name: 'Twilight Photography', description: 'Dusk shots with glowing interiors that stop the scroll.' },
  { id: 'staging', name: 'Digital Staging', description: 'Empty rooms furnished virtually so buyers can picture living there.' },
] as const;

export type MediaPackage = Offer & { readonly popular: boolean; readonly features: readonly string[] };

export const ESTATE_PACKAGES = [
  { id: 'essential', name: 'Essential', price: 499, popular: false, features: ['25 professional photos', '60-second highlight video', '2-day turnaround'] },
  {
    id: 'premium',
    name: 'Premium',
    price: 899,
    popular: true,
    features: ['40 professional photos', '360° virtual tour', '2-3 minute agent video', '5 twilight shots', '24-hour turnaround'],
  },
  {
    id: 'luxury-elite',
    name: 'Luxury Elite',
    price: 1499,
    popular: false,
    features: ['60+ professional photos', 'Cinematic drone film', 'Digital staging (3 rooms)', 'Same-day rush delivery'],
  },
  {
    id: 'sovereign',
    name: 'Sovereign',
    price: null,
    popular: false,
    features: ['Custom shoot plan for estates and portfolios', 'Full photo, video and drone crew', 'Dedicated producer', 'Priority scheduling'],
  },
] as const satisfies readonly MediaPackage[];

export const SERVICE_PACKAGES = [
  {
    id: 'basic-shoot',
    name: 'Basic Shoot',
    price: 400,
    popular: false,
    features: ['Up to 2 hours on location', '20 edited photos', '1 short social video', '5-day turnaround'],
  },
  {
    id: 'standard-shoot',
    name: 'Standard Shoot',
    price: 750,
    popular: true,
    features: ['Up to 4 hours on location', '40 edited photos', '3 short social videos', '1 customer testimonial clip', '4-day turnaround'],
  },
  {
    id: 'elite-shoot',
    name: 'Elite Shoot',
    price: 1200,
    popular: false,
    features: ['Up to 6 hours on location', '60+ edited photos', '1-2 minute brand video', '5 short social videos', 'Drone footage', '3-day turnaround'],
  },
] as const satisfies readonly MediaPackage[];

export const ADD_ONS = [
  { id: 'social-media-starter', name: 'Social Media Starter', price: 350, perMonth: true, description: '8 posts a month with captions.' },
  { id: 'growth-package', name: 'Growth Package', price: 700, perMonth: true, description: '16 posts and 4 short videos a month.' },
  { id: 'dominance-package', name: 'Dominance Package', price: 1200, perMonth: true, description: 'Daily posting, 8 short videos and monthly reporting.' },
  { id: 'extra-short-video', name: 'Extra Short Video', price: 150, description: 'One more vertical video for reels, shorts or stories.' },
  { id: 'testimonial-clip', name: 'Customer Testimonial Clip', price: 100, description: 'A short filmed review from a happy client.' },
  { id: 'drone-only', name: 'Drone-Only Session', price: 200, description: 'Aerial photos and video without a full shoot.' },
  { id: 'landing-page', name: 'Website Landing Page', price: 499, description: 'A one-page site built around your new media.' },
  { id: 'email-campaign', name: 'Email Campaign', price: 199, description: 'A designed e-mail announcing your listing or offer.' },
  {
    id: 'google-business-profile',
    name: 'Google Business Profile Optimization',
    price: 250,
    description: 'Photos, copy and categories tuned for local search.',
  },
  { id: 'logo-animation', name: 'Logo Animation', price: 75, description: 'Your logo in motion for intros and outros.' },
] as const satisfies readonly (Offer & { description: string })[];
export type AddOnId = (typeof ADD_ONS)[number]['id'];
const ADD_ON_IDS = ADD_ONS.map((a) => a.id) as [AddOnId, ...AddOnId[]];

export const CREATIVE_OFFERINGS = [
  { id: 'music-video', name: 'Music Video Production', description: 'Concept, shoot and edit for artists who want cinema-grade visuals.' },
  { id: 'social-content', name: 'Social Media Content', description: 'Scroll-stopping short-form video and photo batches for every platform.' },
  { id: 'brand-campaign', name: 'Brand Campaigns', description: 'Story-driven campaigns that put your brand in its best light.' },
] as const;

// ---- Page texts ----
export const RESPONSE_HOURS = 24;
export const FORM_TITLES = { estate: 'Get Estate Proposal', creative: 'Start Creative Brief' } as const;
export const ADD_ONS_NOTE =
  'All add-ons combine with both real-estate and service-business packages. We respond within 24 hours and offer consultations worldwide.';
export const PROPOSAL_SUCCESS = "Form submitted successfully! We'll get back to you within 24 hours.";
export const PROPOSAL_FAILURE = { title: 'Error submitting form', description: 'Please try again or contact us directly.' } as const;

export const FIELD_LABELS = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  property_address: 'Property Address',
  property_value: 'Property Value',
  timeline: 'Timeline',
  project_type: 'Project Type',
  budget: 'Budget',
  description: 'Project Description',
  referral_source: 'How did you hear about us?',
  add_on: 'Add-on',
} as const;

// ---- The proposal request ----
export const FORM_TYPES = ['estate', 'creative'] as const;
export type FormType = (typeof FORM_TYPES)[number];

// Every limit has a message in the visitor's words, naming the field ("Please enter a shorter name").
const required = (max: number, message: string, tooLong: string) =>
  plain(z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong));
const optional = (max: number, tooLong: string) =>
  plain(z.string({ error: 'Please enter text.' }).trim().max(max, tooLong))
    .nullish()
    .transform((v) => v || null);

export const PHONE_MESSAGE = 'Please enter a valid phone number, e.g. +1 555 013 7790.';
/** Digits with the separators people type (spaces, dots, dashes, brackets), a leading +, and an optional extension. */
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
/** 7 to 15 digits before any extension: 15 is the longest international number. */
const phoneDigits = (v: string) => v.replace(/(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length;
export const isPhoneNumber = (v: string) => PHONE_PATTERN.test(v) && phoneDigits(v) >= 7 && phoneDigits(v) <= 15;
/** An optional phone number: blank or absent is null, anything else must look like a number. */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(40, { error: 'Please enter a shorter phone number.', abort: true })
  .refine((v) => v === '' || isPhoneNumber(v), PHONE_MESSAGE)
  .nullish()
  .transform((v) => v || null);
/** A select: one of the list's values. */
const choice = <V extends string>(values: [V, ...V[]], message: string) => z.enum(values, { error: message });
/** An optional select: '' (nothing chosen), null or absent all mean null. */
const optionalChoice = <V extends string>(values: [V, ...V[]], message: string) =>
  z
    .enum(['', ...values] as [V | '', ...(V | '')[]], { error: message })
    .nullish()
    .transform((v) => (v ? (v as V) : null));

const common = {
  name: required(120, 'Please enter your full name.', 'Please enter a shorter name (at most 120 characters).'),
  email: z
    .string({ error: 'Please enter your email.' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Please enter your email.', abort: true })
    .max(254, 'Please enter a shorter email address.')
    .email('Please enter a valid email.'),
  phone: optionalPhone,
  company: optional(160, 'Please enter a shorter company name (at most 160 characters).'),
  property_value: optionalChoice(valuesOf(PROPERTY_VALUES), 'Please choose a property value from the list.'),
  budget: optionalChoice(valuesOf(BUDGETS), 'Please choose a budget from the list.'),
  referral_source: optionalChoice(valuesOf(REFERRAL_SOURCES), 'Please choose how you heard about us from the list.'),
  add_on: optionalChoice(ADD_ON_IDS, 'Please choose an add-on from the list.'),
  description: required(5000, 'Please describe what you need.', 'Please shorten the description to at most 5000 characters.'),
};
// Unknown fields are refused; the message names them so the form can show what was wrong.
const strict = {
  error: (iss: { code?: string; keys?: string[] }) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys?.join(', ')}` : undefined),
};

export const EstateProposal = z.strictObject(
  {
    form_type: z.literal('estate'),
    ...common,
    property_address: required(300, 'Please enter the property address.', 'Please enter a shorter property address (at most 300 characters).'),
    timeline: choice(valuesOf(ESTATE_TIMELINES), 'Please choose a timeline from the list.'),
  },
  strict,
);
export const CreativeProposal = z.strictObject(
  {
    form_type: z.literal('creative'),
    ...common,
    project_type: choice(valuesOf(CREATIVE_PROJECT_TYPES), 'Please choose a project type from the list.'),
    timeline: choice(valuesOf(CREATIVE_TIMELINES), 'Please choose a timeline from the list.'),
  },
  strict,
);
/** What the proposal modal posts to `POST /proposals`; the form and the service validate with it. */
export const ProposalRequest = z.discriminatedUnion('form_type', [EstateProposal, CreativeProposal], {
  error: (iss) => (iss.code === 'invalid_union' ? 'Please choose an estate proposal or a creative brief.' : undefined),
});
export type ProposalRequestInput = z.input<typeof ProposalRequest>;
export type ProposalRequest = z.output<typeof ProposalRequest>;

/** The fields each variant of the modal shows, in order. */
export const VARIANT_FIELDS = {
  estate: ['name', 'email', 'phone', 'company', 'property_address', 'property_value', 'timeline', 'budget', 'description', 'referral_source'],
  creative: ['name', 'email', 'phone', 'company', 'project_type', 'timeline', 'budget', 'property_value', 'description', 'referral_source'],
} as const satisfies Record<FormType, readonly (keyof typeof FIELD_LABELS)[]>;
/** The timeline list of each variant. */
export const TIMELINES = { estate: ESTATE_TIMELINES, creative: CREATIVE_TIMELINES } as const;

export const ProposalCreated = z.object({ id: z.string().uuid() });

// ---- Admin ----
export const ProposalStatus = z.enum(['new', 'contacted', 'quoted', 'won', 'lost']);
export type ProposalStatus = z.infer<typeof ProposalStatus>;

export const Proposal = z.object({
  id: z.string().uuid(),
  form_type: z.enum(FORM_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  property_address: z.string().nullable(),
  property_value: z.string().nullable(),
  timeline: z.string(),
  project_type: z.string().nullable(),
  budget: z.string().nullable(),
  description: z.string(),
  referral_source: z.string().nullable(),
  add_on: z.string().nullable(),
  status: ProposalStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Proposal = z.infer<typeof Proposal>;

/** The statuses as the admin reads them. */
export const PROPOSAL_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const satisfies readonly Option<ProposalStatus>[];

/** An add-on's name (the id itself when it is no longer offered). */
export const addOnLabel = (id: string | null | undefined): string => (id ? (ADD_ONS.find((a) => a.id === id)?.name ?? id) : '');

type Answered = Pick<
  Proposal,
  | 'form_type'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'property_address'
  | 'property_value'
  | 'project_type'
  | 'timeline'
  | 'budget'
  | 'add_on'
  | 'description'
  | 'referral_source'
  | 'status'
>;

/**
 * A proposal's answers as a person reads them, for the admin's detail view and the CSV
 * exports: option labels rather than stored values, '' where nothing was given.
 */
export const proposalAnswers = (p: Answered) => ({
  name: p.name,
  email: p.email,
  phone: p.phone ?? '',
  company: p.company ?? '',
  property_address: p.property_address ?? '',
  property_value: labelOf(PROPERTY_VALUES, p.property_value),
  project_type: labelOf(CREATIVE_PROJECT_TYPES, p.project_type),
  timeline: labelOf(TIMELINES[p.form_type], p.timeline),
  budget: labelOf(BUDGETS, p.budget),
  add_on: addOnLabel(p.add_on),
  description: p.description,
  referral_source: labelOf(REFERRAL_SOURCES, p.referral_source),
  status: labelOf(PROPOSAL_STATUSES, p.status),
});

/** Filters of the admin list and of its CSV export. */
export const ProposalFilter = z.object({
  form_type: z.enum(FORM_TYPES).optional(),
  status: ProposalStatus.optional(),
  q: text(200).optional(),
});
export type ProposalFilter = z.infer<typeof ProposalFilter>;
/** The admin list: newest first, by cursor. */
export const ProposalQuery = ProposalFilter.extend(CursorQuery.shape);
export type ProposalQuery = z.input<typeof ProposalQuery>;
/** A page of the admin list, with the matching rows counted up to PROPOSAL_COUNT_CAP. */
export const ProposalPage = cursorPage(Proposal);
export type ProposalPage = z.infer<typeof ProposalPage>;
export const PROPOSAL_COUNT_CAP = 1000;

export const UpdateProposalStatus = z.strictObject({ status: ProposalStatus });
export const CSV_FILENAME = 'contact_submissions.csv';

// ---- Endpoints ----
const mediaRoute = endpointsOf('media');

export const endpoints = {
  /** The proposal modal's request (estate proposal or creative brief). */
  propose: mediaRoute({ method: 'POST', path: '/proposals', body: ProposalRequest, status: 201, response: ProposalCreated }),
};

/** The admin dashboard's proposal management; the kit requires the admin role under /admin/. */
export const adminEndpoints = {
  proposals: mediaRoute({ method: 'GET', path: '/admin/proposals', query: ProposalQuery, response: ProposalPage }),
  proposalsCsv: mediaRoute({ method: 'GET', path: '/admin/proposals.csv', query: ProposalFilter, produces: 'text/csv' }),
  proposal: mediaRoute({ method: 'GET', path: '/admin/proposals/:id', params: IdParam, response: Proposal }),
  setProposalStatus: mediaRoute({ method: 'PATCH', path: '/admin/proposals/:id', params: IdParam, body: UpdateProposalStatus, response: Proposal }),
};
