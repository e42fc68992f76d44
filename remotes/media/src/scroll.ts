import { scrollToId } from '@sqw/ui';

export const CONTACT_ID = 'contact';
export const CONTACT_TITLE_ID = 'contact-title';

/**
 * Every 'Book a Shoot' lands here. Focus follows the scroll (onto the section's heading) so
 * keyboard and screen-reader users arrive where sighted users are looking.
 */
export function scrollToContact(): void {
  scrollToId(CONTACT_ID);
  document.getElementById(CONTACT_TITLE_ID)?.focus({ preventScroll: true });
}
