// Contracts of the media area (/sovereign-skies): the page's catalogue, its option lists and
// the proposal request, shared by the media remote and services/media.
import { z } from 'zod';
import { CursorQuery, cursorPage, IdParam, plain, text } from './common';
import { endpointsOf } from './endpoint';
import {
  ADD_ON_IDS,
  ADD_ONS,
  BUDGETS,
  CREATIVE_PROJECT_TYPES,
  CREATIVE_TIMELINES,
  ESTATE_TIMELINES,
  FORM_TYPES,
  labelOf,
  type Option,
  PROPERTY_VALUES,
  REFERRAL_SOURCES,
  TIMELINES,
  valuesOf,
} from './media-copy';

export * from './media-copy';

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
