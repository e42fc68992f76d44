// The media page's copy, option lists and prices, without a schema: the page's first screen
// imports this module, so a first visit downloads no zod (media.ts builds the request schemas
// from the same lists).
export type Option<V extends string = string> = { readonly value: V; readonly label: string };
type Values<L extends readonly Option[]> = [L[number]['value'], ...L[number]['value'][]];
export const valuesOf = <L extends readonly Option[]>(list: L) => list.map((o) => o.value) as Values<L>;

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
export const ADD_ON_IDS = ADD_ONS.map((a) => a.id) as [AddOnId, ...AddOnId[]];

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

/** The fields each variant of the modal shows, in order. */
export const VARIANT_FIELDS = {
  estate: ['name', 'email', 'phone', 'company', 'property_address', 'property_value', 'timeline', 'budget', 'description', 'referral_source'],
  creative: ['name', 'email', 'phone', 'company', 'project_type', 'timeline', 'budget', 'property_value', 'description', 'referral_source'],
} as const satisfies Record<FormType, readonly (keyof typeof FIELD_LABELS)[]>;
/** The timeline list of each variant. */
export const TIMELINES = { estate: ESTATE_TIMELINES, creative: CREATIVE_TIMELINES } as const;
