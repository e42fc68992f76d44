/**
 * External addresses the home page links to. They belong with the brand facts in shell/src/brand.ts;
 * they live here until that file (owned by the shell frame) takes them.
 */
export const STORE_URL = 'https://shop.sqwcoaching.com';
export const COMMUNITY_CHAT_URL = 'https://discord.gg/sqwcoaching';
/** One hour of coaching (the store's hourly-coaching product): the amount of the 'Book a 1:1' payment link. */
export const HOURLY_COACHING_CENTS = 5000;

/** Props of a link that opens outside the site in a new tab. */
export const external = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer' }) as const;
