export type NavItem = { label: string; to: string };

/** The coaching page behind sign-in, and its public counterpart a visitor can read. */
export const MEMBER_COACHING = '/infinitrii-nexus';
export const GUEST_COACHING = '/guest/infinitrii-nexus';

export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Coaching', to: MEMBER_COACHING },
  { label: 'Products', to: '/products' },
  { label: 'Web Essentials', to: '/web-essentials' },
  { label: 'Sovereign Skies', to: '/sovereign-skies' },
  { label: 'SQW Hall', to: '/sqw-hall' },
  { label: 'Contact', to: '/contact' },
];

/**
 * The main navigation as one reader sees it: a visitor's Coaching link opens the public
 * coaching page, since the members' page would only answer with the sign-in form.
 */
export function mainNav(signedIn: boolean): NavItem[] {
  return signedIn ? MAIN_NAV : MAIN_NAV.map((item) => (item.to === MEMBER_COACHING ? { ...item, to: GUEST_COACHING } : item));
}

/** Whether a link is current only at its own path (home), not also under it. */
export const currentOnlyAt = (to: string) => to === '/';

export const LEGAL_NAV: NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Disclaimer', to: '/disclaimer' },
];
