// The site area's texts, constants and pure helpers, free of zod: the home page imports these
// without loading the schema library (site.ts re-exports them for everyone else).

/** The spec's user-facing texts; the shell shows the same strings the server answers with. */
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
} as const;
export type ContentKey = keyof typeof CONTENT_BLOCKS;
