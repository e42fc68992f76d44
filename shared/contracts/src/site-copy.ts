// The site area's texts, constants and pure helpers, free of zod: the home page imports these
// without loading the schema library (site.ts re-exports them for everyone else).
import { endpointsOf, typeOnly } from './endpoint';
import type { ContentMap, VentureList } from './site';

/** The site's user-facing texts; the shell shows the same strings the server answers with. */
export const MESSAGES = {
  newsletterEmailRequired: 'Please enter your email address.',
  newsletterSuccess: 'Thank you for subscribing to Sovereign Wealth Insights!',
  guideEmailRequired: 'Please enter your email address',
  guideSuccess: 'Thank you! Your free guide will be sent to your email.',
  contactNameRequired: 'Please enter your name.',
  contactEmailRequired: 'Please enter your email address.',
  contactMessageRequired: 'Please enter your message.',
  contactSuccess: "Thank you for your message. We'll get back to you soon!",
  invalidEmail: 'Please enter a valid email.',
  unsubscribed: 'You have been unsubscribed from Sovereign Wealth Insights.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid. Please use the link from your latest email.',
} as const;

export const GUIDE_TITLE = 'Free Sovereign Wealth Guide';
export const GUIDE_PDF_PATH = '/guide/sovereign-wealth-guide.pdf';
/** The popup's four learning points; the PDF has one chapter for each. */
export const GUIDE_POINTS = [
  'How to set up and secure your financial accounts the sovereign way',
  'The foundations of investing in stocks and crypto with a plan, not a gamble',
  'How to build income streams that grow while you sleep',
  'How to protect what you build with the LLC, trust and foundation structure',
] as const;

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

/** The texts an admin can edit, with their labels; the shell falls back to `fallback` if the service is away. */
export const CONTENT_BLOCKS = {
  'home.hero.title': { label: 'Home: hero title', fallback: 'This Is Your Sign To Be More Sovereign' },
  'home.hero.subtitle': { label: 'Home: hero subtitle', fallback: 'Reconnect with your money. Reclaim your freedom.' },
  'home.kids.title': { label: "Home: children's financial literacy title", fallback: 'Financial Literacy Starts at Home' },
  'home.kids.body': {
    label: "Home: children's financial literacy text",
    fallback: 'Give the next generation a head start: simple lessons on saving, earning and owning, made for young minds and the families who guide them.',
  },
  'home.pillars.title': { label: 'Home: pillars title', fallback: 'The Four Pillars of Sovereign Wealth' },
  'home.coaching.title': { label: 'Home: coaching title', fallback: 'Personal Wealth Coaching' },
  'home.coaching.subtitle': {
    label: 'Home: coaching subtitle',
    fallback: 'Step-by-step guidance from setting up secure accounts to building your portfolio, with a coach at your side.',
  },
  'home.media.title': { label: 'Home: media banner title', fallback: 'Sovereign Skies Media' },
  'home.media.body': { label: 'Home: media banner text', fallback: 'Aerial photography, drone video and creative production for brands and estates.' },
  'home.showcase.title': { label: 'Home: venture showcase title', fallback: 'The Sovereign Ecosystem' },
  'home.cta.title': { label: 'Home: closing call to action title', fallback: 'Ready to Reclaim Your Financial Freedom?' },
  'home.cta.body': { label: 'Home: closing call to action text', fallback: 'Create your free account and unlock premium resources, courses and coaching.' },
  'about.title': { label: 'About: title', fallback: 'About the Sovereign Ecosystem' },
  'about.intro': {
    label: 'About: introduction',
    fallback:
      'SQW Sovereign Wealth helps people reconnect with their money and build lasting freedom through education, coaching and a growing family of ventures.',
  },
  'about.cta': { label: 'About: call to action', fallback: 'Register for free to access the full ecosystem.' },
  // Contact facts are the business's own: seeded empty (never a made-up number or page), and
  // the site shows nothing for a block the admin has left empty.
  'contact.phone': { label: 'Contact: phone number (leave empty to hide)', fallback: '', kind: 'phone' },
  'social.instagram': { label: 'Social: Instagram page URL (leave empty to hide)', fallback: '', kind: 'url' },
  'social.youtube': { label: 'Social: YouTube channel URL (leave empty to hide)', fallback: '', kind: 'url' },
  'social.tiktok': { label: 'Social: TikTok page URL (leave empty to hide)', fallback: '', kind: 'url' },
} as const;
export type ContentKey = keyof typeof CONTENT_BLOCKS;

/** The social pages in the order the footer and contact page list them. */
export const SOCIAL_LINKS = [
  { key: 'social.instagram', label: 'Instagram' },
  { key: 'social.youtube', label: 'YouTube' },
  { key: 'social.tiktok', label: 'TikTok' },
] as const satisfies readonly { key: ContentKey; label: string }[];

const PHONE_CHARS = /^\+?[\d\s().-]+$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * Why a (trimmed) value cannot be saved in a block, or null: texts must not be empty, while a
 * phone or URL block may be emptied (hidden) but otherwise must be a phone number or http(s) URL.
 * The admin's editor and the site service ask the same question.
 */
export function contentProblem(key: ContentKey, value: string): string | null {
  const block = CONTENT_BLOCKS[key];
  const kind = 'kind' in block ? block.kind : undefined;
  if (!kind) return value ? null : 'Please enter the text.';
  if (!value) return null;
  if (kind === 'url') return HTTP_URL.test(value) ? null : 'Use a full http(s) URL, e.g. https://www.instagram.com/yourpage';
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value) && digits >= 7 && digits <= 15 ? null : 'Use a phone number: 7 to 15 digits, with spaces, +, (, ) or - only.';
}

/**
 * The home page's own calls, declared here without their schemas so that calling them loads no
 * zod: their answers are typed but not re-parsed in the browser (the service builds them from
 * the same schemas, and `site.endpoints` adds those for the service and everyone else).
 */
const homeRoute = endpointsOf('site');
export const homeEndpoints = {
  ventures: homeRoute({ method: 'GET', path: '/ventures', response: typeOnly<typeof VentureList>() }),
  content: homeRoute({ method: 'GET', path: '/content', response: typeOnly<typeof ContentMap>() }),
  /** The page-view beacon: sent with navigator-style fetch options, so the shell only takes its address. */
  pageView: homeRoute({ method: 'POST', path: '/pageviews', status: 204 }),
};
