/** Brand facts shown across the shell; one place to change them. */
export const BRAND = {
  name: 'SQW',
  longName: 'SQW Sovereign Wealth',
  tagline: 'Reconnect with your money. Reclaim your freedom.',
  email: 'support@sqwcoaching.com',
  phone: '(555) 013-7790',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/sqwcoaching' },
    { label: 'YouTube', href: 'https://www.youtube.com/@sqwcoaching' },
    { label: 'TikTok', href: 'https://www.tiktok.com/@sqwcoaching' },
  ],
} as const;
