export type NavItem = { label: string; to: string };

export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Coaching', to: '/infinitrii-nexus' },
  { label: 'Products', to: '/products' },
  { label: 'Web Essentials', to: '/web-essentials' },
  { label: 'Sovereign Skies', to: '/sovereign-skies' },
  { label: 'SQW Hall', to: '/sqw-hall' },
  { label: 'Contact', to: '/contact' },
];

export const LEGAL_NAV: NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Disclaimer', to: '/disclaimer' },
];
