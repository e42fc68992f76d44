/** Brand facts shown across the shell; the phone and social pages are admin-edited content (site service). */
export const BRAND = {
  name: 'SQW',
  longName: 'SQW Sovereign Wealth',
  tagline: 'Reconnect with your money. Reclaim your freedom.',
  email: 'support@sqwcoaching.com',
} as const;
