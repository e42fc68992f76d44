// The web-essentials price table: plain data (no zod), read by the page, the quote and the service.

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

export type Priced = { label: string; description: string; price: number };

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

/** '$875', '$1,225', '$437.50'. */
export const formatUsd = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
